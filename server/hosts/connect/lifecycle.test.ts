import { describe, expect, it } from 'vitest';
import { type TestApp } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { signLifecycleToken } from '../../../e2e/simulator/lib/host-tokens';
import { createSigningKey } from '../../../e2e/simulator/lib/signing-key';

const t = useTestApp();

const storedTenant = (clientKey: string) =>
  t.handle.database.db
    .selectFrom('tenants')
    .selectAll()
    .where('client_key', '=', clientKey)
    .executeTakeFirst();

describe('installing the apps', () => {
  it('stores a tenant for a valid signed install of each app', async () => {
    const jira = await t.install('acme', 'jira');
    const confluence = await t.install('acme', 'confluence');
    expect(await storedTenant(jira.clientKey)).toMatchObject({
      product_type: 'jira',
      state: 'installed',
      app_key: 'app.checklists.jira',
    });
    expect(await storedTenant(confluence.clientKey)).toMatchObject({
      product_type: 'confluence',
      state: 'installed',
    });
  });

  describe('refuses with 401 and stores nothing', () => {
    const refused = async (
      site: string,
      makeToken: (ctx: TestApp) => string,
      body?: (ctx: TestApp) => Record<string, unknown>,
    ) => {
      // A site the app has never seen.
      const tenant = t.prepare(site, 'jira');
      const response = await t.lifecycle(site, 'jira', 'installed', {
        token: makeToken(t),
        ...(body ? { body: body(t) } : {}),
      });
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('unauthorized');
      expect(await storedTenant(tenant.clientKey)).toBeUndefined();
    };

    it('when signed by a key the CDN does not know', () =>
      refused('unknown-key', (ctx) =>
        signLifecycleToken({
          tenant: ctx.tenant('unknown-key', 'jira'),
          key: createSigningKey('not-published'),
          path: '/installed',
        }),
      ));

    it('when signed by another key under a published kid', () =>
      refused('forged-key', (ctx) =>
        signLifecycleToken({
          tenant: ctx.tenant('forged-key', 'jira'),
          key: { ...createSigningKey(ctx.host.key.kid) },
          path: '/installed',
        }),
      ));

    it('with a wrong audience', () =>
      refused('wrong-aud', (ctx) =>
        signLifecycleToken({
          tenant: ctx.tenant('wrong-aud', 'jira'),
          key: ctx.host.key,
          path: '/installed',
          audience: 'http://localhost:3000',
        }),
      ));

    it('when expired', () =>
      refused('expired', (ctx) =>
        signLifecycleToken({
          tenant: ctx.tenant('expired', 'jira'),
          key: ctx.host.key,
          path: '/installed',
          expiresInSeconds: -10,
        }),
      ));

    it('when the qsh names another callback', () =>
      refused('wrong-qsh', (ctx) =>
        signLifecycleToken({
          tenant: ctx.tenant('wrong-qsh', 'jira'),
          key: ctx.host.key,
          path: '/enabled',
        }),
      ));

    it('when the token was issued for another client', () =>
      refused('other-issuer', (ctx) =>
        signLifecycleToken({
          tenant: ctx.tenant('other-issuer', 'jira'),
          key: ctx.host.key,
          path: '/installed',
          issuer: 'someone-else',
        }),
      ));

    it('from a host that is not allowed', () =>
      refused(
        'evil-host',
        (ctx) =>
          signLifecycleToken({
            tenant: ctx.tenant('evil-host', 'jira'),
            key: ctx.host.key,
            path: '/installed',
          }),
        (ctx) => ({
          ...ctx.lifecyclePayload(ctx.tenant('evil-host', 'jira'), 'installed'),
          baseUrl: 'https://evil.example.com',
        }),
      ));

    it('without any token', async () => {
      const tenant = t.tenant('acme', 'jira');
      const response = await t.http
        .post('/jira/installed')
        .send(t.lifecyclePayload(tenant, 'installed'));
      expect(response.status).toBe(401);
    });
  });

  it('refuses a Jira install posted to the Confluence app', async () => {
    const jira = t.tenant('acme', 'jira');
    const response = await t.http
      .post('/installed')
      .set(
        'Authorization',
        `JWT ${signLifecycleToken({ tenant: jira, key: t.host.key, path: '/installed' })}`,
      )
      .send(t.lifecyclePayload(jira, 'installed'));
    expect(response.status).toBe(401);
  });

  it('answers 400 for a payload that is not an installation', async () => {
    const response = await t.http.post('/jira/installed').send({ hello: 'world' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
  });

  it('replaces the shared secret on reinstall, so the old one is refused', async () => {
    const oldAuth = t.contextAuth('acme', 'jira', 'alice');
    expect((await t.http.get('/api/settings').set('Authorization', oldAuth)).status).toBe(200);

    await t.install('acme', 'jira');
    expect((await t.http.get('/api/settings').set('Authorization', oldAuth)).status).toBe(401);
    const newAuth = t.contextAuth('acme', 'jira', 'alice');
    expect((await t.http.get('/api/settings').set('Authorization', newAuth)).status).toBe(200);
  });

  it('refuses tokens while disabled or uninstalled, and serves again once enabled', async () => {
    const auth = () => t.contextAuth('acme', 'confluence', 'bob');
    expect((await t.lifecycle('acme', 'confluence', 'disabled')).status).toBe(204);
    const disabled = await t.http.get('/api/settings').set('Authorization', auth());
    expect(disabled.status).toBe(401);
    expect(disabled.body.error.message).toMatch(/disabled/);

    expect((await t.lifecycle('acme', 'confluence', 'enabled')).status).toBe(204);
    expect((await t.http.get('/api/settings').set('Authorization', auth())).status).toBe(200);

    expect((await t.lifecycle('acme', 'confluence', 'uninstalled')).status).toBe(204);
    expect((await t.http.get('/api/settings').set('Authorization', auth())).status).toBe(401);
    const row = await storedTenant(t.tenant('acme', 'confluence').clientKey);
    expect(row?.state).toBe('uninstalled');
    expect(row?.uninstalled_at).toBeTruthy();
  });

  it('purges a tenant 30 days after it was uninstalled, not before', async () => {
    const tenant = await t.install('purged', 'confluence');
    await t.http
      .put('/api/preferences/showCheckedTasks')
      .set('Authorization', t.contextAuth('purged', 'confluence', 'bob'))
      .send({ value: true })
      .expect(200);
    await t.lifecycle('purged', 'confluence', 'uninstalled').expect(204);

    expect(await t.handle.lifecycle.purgeExpired(new Date(Date.now() + 29 * 86_400_000))).toBe(0);
    expect(await storedTenant(tenant.clientKey)).toBeDefined();

    // acme's Confluence app, uninstalled above, is due as well.
    expect(await t.handle.lifecycle.purgeExpired(new Date(Date.now() + 31 * 86_400_000))).toBe(2);
    expect(await storedTenant(tenant.clientKey)).toBeUndefined();
    const prefs = await t.handle.database.db
      .selectFrom('user_preferences')
      .selectAll()
      .where('tenant_key', '=', tenant.clientKey)
      .execute();
    expect(prefs).toEqual([]);
  });
});
