import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { signContextToken, signPageToken } from '../../e2e/simulator/lib/host-tokens';
import { decodeClaims, unsignedToken } from '../test/forge-token';
import { mintSessionToken } from '../hosts/connect/session-token';
import { findUser } from '../../e2e/simulator/lib/directory';

let t: TestApp;
const alice = findUser('alice')?.accountId ?? '';
beforeAll(async () => {
  t = await createTestApp();
  await t.install('acme', 'jira');
  await t.install('globex', 'jira');
});
afterAll(() => t?.close());

const get = (authorization?: string) => {
  const request = t.http.get('/api/settings');
  return authorization ? request.set('Authorization', authorization) : request;
};

describe('API credentials', () => {
  it('accept a host context token', async () => {
    const response = await get(t.contextAuth('acme', 'jira', 'alice'));
    expect(response.status).toBe(200);
    expect(response.body.data).toBeDefined();
  });

  it('hand back a session token when the context token runs low', async () => {
    const tenant = t.tenant('acme', 'jira');
    const response = await get(
      `JWT ${signContextToken({ tenant, accountId: alice, expiresInSeconds: 120 })}`,
    );
    expect(response.status).toBe(200);
    const session = response.headers['x-acpt'] as string;
    expect(decodeClaims(session)).toMatchObject({ iss: 'app.checklists.jira', sub: alice });
    expect((await get(`JWT ${session}`)).status).toBe(200);
  });

  it('renew a session token only when it runs low', async () => {
    const tenant = await t.handle.database.db
      .selectFrom('tenants')
      .selectAll()
      .where('client_key', '=', t.tenant('acme', 'jira').clientKey)
      .executeTakeFirstOrThrow();
    const asTenant = {
      clientKey: tenant.client_key,
      appKey: tenant.app_key,
      sharedSecret: tenant.shared_secret,
    } as Parameters<typeof mintSessionToken>[0];
    const fresh = mintSessionToken(asTenant, alice, {});
    expect((await get(`JWT ${fresh}`)).headers['x-acpt']).toBeUndefined();
    const old = mintSessionToken(asTenant, alice, {}, Date.now() - 10 * 60_000);
    expect((await get(`JWT ${old}`)).headers['x-acpt']).toBeTruthy();
  });

  describe('refuse with 401', () => {
    const tenant = () => t.tenant('acme', 'jira');
    const cases: [string, () => string | undefined][] = [
      ['no credential', () => undefined],
      ['a non-JWT scheme', () => 'Basic YWxpY2U6c2VjcmV0'],
      [
        'a forged token',
        () =>
          `JWT ${signContextToken({ tenant: { ...tenant(), sharedSecret: 'forged-secret-0123456789' }, accountId: alice })}`,
      ],
      [
        'an expired token',
        () =>
          `JWT ${signContextToken({ tenant: tenant(), accountId: alice, expiresInSeconds: -1 })}`,
      ],
      [
        'alg: none',
        () =>
          `JWT ${unsignedToken({ iss: tenant().clientKey, sub: alice, qsh: 'context-qsh', exp: 9999999999 })}`,
      ],
      [
        'a page token bound to a URL',
        () =>
          `JWT ${signPageToken({ tenant: tenant(), url: '/view?issueKey=SIM-1', accountId: alice })}`,
      ],
      [
        'a page token bound to this very API URL',
        () => `JWT ${signPageToken({ tenant: tenant(), url: '/api/settings', accountId: alice })}`,
      ],
      [
        'an unknown issuer',
        () =>
          `JWT ${signContextToken({ tenant: { ...tenant(), clientKey: 'nobody' }, accountId: alice })}`,
      ],
      [
        'a context token without a user',
        () => `JWT ${signContextToken({ tenant: tenant(), accountId: '' })}`,
      ],
      ['garbage', () => 'JWT abc.def.ghi'],
    ];
    for (const [name, auth] of cases) {
      it(name, async () => {
        const response = await get(auth());
        expect(response.status).toBe(401);
        expect(response.body.error).toMatchObject({ code: 'unauthorized' });
        expect(response.body.error.message).toBeTruthy();
      });
    }

    it('in the caller’s language', async () => {
      const response = await get(
        `JWT ${signContextToken({ tenant: tenant(), accountId: alice, expiresInSeconds: -1 })}`,
      ).set('Accept-Language', 'de-DE,de;q=0.9');
      expect(response.body.error.message).toBe(
        'Ihre Sitzung ist abgelaufen. Laden Sie die Seite neu, um fortzufahren.',
      );
    });
  });
});

describe('tenant isolation', () => {
  it("never lets one site's token read or change another site's data", async () => {
    const acme = t.contextAuth('acme', 'jira', 'alice');
    const globex = t.contextAuth('globex', 'jira', 'alice');
    await t.http
      .put('/api/settings')
      .set('Authorization', acme)
      .send({ showCustomTaskStatus: true })
      .expect(200);
    await t.http
      .put('/api/preferences/showCheckedTasks')
      .set('Authorization', acme)
      .send({ value: true })
      .expect(200);

    // The same person on another site sees that site's own data only.
    expect((await get(globex)).body.data.showCustomTaskStatus).toBe(false);
    expect(
      (await t.http.get('/api/preferences/showCheckedTasks').set('Authorization', globex)).body
        .data,
    ).toBe(false);

    // A token of acme signed with globex's secret is refused.
    const mixed = signContextToken({
      tenant: {
        ...t.tenant('acme', 'jira'),
        sharedSecret: t.tenant('globex', 'jira').sharedSecret,
      },
      accountId: alice,
    });
    expect((await get(`JWT ${mixed}`)).status).toBe(401);
  });
});

describe('a token used again', () => {
  it('stops working when its site reinstalls (new secret) or disables the app', async () => {
    await t.install('initech', 'jira');
    const token = t.contextAuth('initech', 'jira', 'alice');
    expect((await get(token)).status).toBe(200);
    expect((await get(token)).status).toBe(200);

    await t.install('initech', 'jira');
    expect((await get(token)).status).toBe(401);
    const fresh = t.contextAuth('initech', 'jira', 'alice');
    expect((await get(fresh)).status).toBe(200);

    await t.lifecycle('initech', 'jira', 'disabled').expect(204);
    expect((await get(fresh)).status).toBe(401);
    await t.lifecycle('initech', 'jira', 'enabled').expect(204);
    expect((await get(fresh)).status).toBe(200);
  });

  it('stops working when it expires', async () => {
    const token = `JWT ${signContextToken({ tenant: t.tenant('acme', 'jira'), accountId: alice, expiresInSeconds: 2 })}`;
    expect((await get(token)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const response = await get(token);
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthorized');
  });
});

describe('guessing credentials', () => {
  it('is answered with 429 after 60 refused tokens from one address, valid ones included', async () => {
    const spoofed = '203.0.113.7';
    for (let i = 0; i < 60; i++) {
      // supertest connects from loopback, which `trust proxy` lets X-Forwarded-For override.
      await get('JWT garbage.token.here').set('X-Forwarded-For', spoofed).expect(401);
    }
    const blocked = await get(t.contextAuth('acme', 'jira', 'alice')).set(
      'X-Forwarded-For',
      spoofed,
    );
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('rate_limited');
    // Other addresses are unaffected.
    expect((await get(t.contextAuth('acme', 'jira', 'alice'))).status).toBe(200);
  });
});
