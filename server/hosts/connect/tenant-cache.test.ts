/**
 * Tenants are cached per process (tenants-repository.ts). A lifecycle event handled by one
 * server must reach the caches of the others: on PostgreSQL through NOTIFY.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import supertest from 'supertest';
import { createApp, type AppHandle } from '../../app';
import { createTestApp, TEST_MANIFEST, type TestApp } from '../../test/test-app';

let t: TestApp;
let other: AppHandle | undefined;
beforeAll(async () => {
  t = await createTestApp();
  await t.install('acme', 'jira');
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

/** Polls until `check` passes (a notification takes a moment to arrive). */
async function eventually(check: () => Promise<void>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

describe('the tenant cache', () => {
  it('drops a tenant in this process as soon as its lifecycle changes', async () => {
    const oldAuth = t.contextAuth('acme', 'jira', 'alice');
    expect((await t.http.get('/api/settings').set('Authorization', oldAuth)).status).toBe(200);
    await t.lifecycle('acme', 'jira', 'disabled').expect(204);
    expect((await t.http.get('/api/settings').set('Authorization', oldAuth)).status).toBe(401);
    await t.lifecycle('acme', 'jira', 'enabled').expect(204);
    expect((await t.http.get('/api/settings').set('Authorization', oldAuth)).status).toBe(200);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'follows a reinstall made by another server process',
    async () => {
      other = await createApp(t.handle.config, { manifest: () => TEST_MANIFEST });
      const otherHttp = supertest(other.app);
      const oldAuth = t.contextAuth('acme', 'jira', 'alice');
      // The other server has the tenant (and its secret) cached now.
      expect((await otherHttp.get('/api/settings').set('Authorization', oldAuth)).status).toBe(200);

      await t.install('acme', 'jira');
      const newAuth = t.contextAuth('acme', 'jira', 'alice');
      await eventually(async () => {
        expect((await otherHttp.get('/api/settings').set('Authorization', oldAuth)).status).toBe(
          401,
        );
      });
      expect((await otherHttp.get('/api/settings').set('Authorization', newAuth)).status).toBe(200);

      await t.lifecycle('acme', 'jira', 'uninstalled').expect(204);
      await eventually(async () => {
        expect((await otherHttp.get('/api/settings').set('Authorization', newAuth)).status).toBe(
          401,
        );
      });
    },
  );
});
