/**
 * Forge Remote calls on /api (docs/FORGE.md): a verified invocation token reaches the API as
 * its installation's tenant and its principal (named by the product, asked with the call's app
 * system token at a stand-in Atlassian API); unsigned, foreign-key, algorithm-confused,
 * expired, early, foreign-issuer, other-app, user-less and uninstalled-installation tokens get
 * 401 and change nothing; one installation never reaches another's data, nor a Connect
 * tenant's. JWKS served locally, tokens signed with node:crypto keys.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { startForgeAtlassianApi, type ForgeAtlassianApi } from '../test/forge-atlassian-api';
import { tenantSnapshot } from '../test/tenant-snapshot';
import { unsignedToken } from '../test/forge-token';
import {
  CONFLUENCE_FORGE_APP_ID,
  forgeClaims,
  forgeSigner,
  JIRA_FORGE_APP_ID,
  OTHER_FORGE_APP_ID,
  signForgeToken,
  signHs256WithPublicKey,
  startTestJwks,
  type ForgeInstallation,
  type TestJwks,
} from '../test/forge-invocation-tokens';
import { findUser } from '../../e2e/simulator/lib/directory';
import type { TemplateDto, TemplateListDto } from '../../shared/templates';
import { release } from './templates/test-setup';

const signer = forgeSigner();
const stranger = forgeSigner();
const bob = findUser('bob')?.accountId ?? '';
let api: ForgeAtlassianApi;
let siteA: ForgeInstallation;
let siteB: ForgeInstallation;
let confluenceA: ForgeInstallation;
let jwks: TestJwks;
let t: TestApp;

beforeAll(async () => {
  jwks = await startTestJwks([signer]);
  api = await startForgeAtlassianApi();
  siteA = api.installation('jira');
  siteB = api.installation('jira');
  confluenceA = api.installation('confluence', { cloudId: siteA.cloudId });
  t = await createTestApp({
    env: {
      FORGE_JWKS_URL: jwks.url,
      FORGE_APP_IDS: `${JIRA_FORGE_APP_ID},${CONFLUENCE_FORGE_APP_ID}`,
    },
  });
  await t.install('acme', 'confluence');
});
afterAll(async () => {
  await t?.close();
  await api?.close();
  await jwks?.close();
});

const bearer = (token: string) => `Bearer ${token}`;
const tokenOf = (installation: ForgeInstallation, principal: string | null = bob) =>
  signForgeToken(signer, forgeClaims(installation, principal));

/**
 * Requests to /api with a Forge invocation token (a fresh one per request, like Forge), the app
 * system token and, for a person, their token (the UI endpoint has `appUserToken`).
 */
function forge(installation: ForgeInstallation, principal: string | null = bob) {
  const headers = () => ({
    Authorization: bearer(tokenOf(installation, principal)),
    'x-forge-oauth-system': api.systemToken(installation),
    ...(principal ? { 'x-forge-oauth-user': api.userToken(installation, principal) } : {}),
  });
  return {
    get: (path: string) => t.http.get(`/api${path}`).set(headers()),
    post: (path: string, body: object) => t.http.post(`/api${path}`).set(headers()).send(body),
  };
}

const tenantRow = (key: string) =>
  t.handle.database.db
    .selectFrom('tenants')
    .selectAll()
    .where('client_key', '=', key)
    .executeTakeFirst();

describe('a verified Forge invocation token', () => {
  it("reaches /api as its installation's tenant and its principal, named by Jira", async () => {
    const response = await forge(siteA).get('/me');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      tenantKey: siteA.tenantKey,
      productType: 'jira',
      user: { kind: 'atlassian', id: bob, displayName: 'Bob Member' },
      isAdmin: false,
      locale: 'en',
      permissions: { canCreateTemplates: true, canSearchPeople: true },
    });
  });

  it('records an unknown installation as a tenant on its first call, once', async () => {
    const installation = api.installation('confluence');
    expect(await tenantRow(installation.tenantKey)).toBeUndefined();
    await forge(installation).get('/me').expect(200);
    const row = await tenantRow(installation.tenantKey);
    expect(row).toMatchObject({
      product_type: 'confluence',
      app_key: CONFLUENCE_FORGE_APP_ID,
      base_url: `${api.url}/ex/confluence/${installation.cloudId}`,
      display_url: 'https://acme.atlassian.net',
      state: 'installed',
    });
    expect(JSON.parse(row?.details ?? '{}')).toMatchObject({
      cloudId: installation.cloudId,
      forge: { installationId: installation.installationId, appId: CONFLUENCE_FORGE_APP_ID },
    });
    await forge(installation).get('/me').expect(200);
    expect(await tenantRow(installation.tenantKey)).toEqual(row);
  });
});

describe('refused Forge invocation tokens', () => {
  let fresh: ForgeInstallation;
  let uninstalled: ForgeInstallation;
  beforeAll(() => {
    fresh = api.installation('jira');
    uninstalled = api.installation('jira');
  });
  const claims = (overrides: Record<string, unknown> = {}, installation = fresh) => ({
    ...forgeClaims(installation, bob),
    ...overrides,
  });
  const now = () => Math.floor(Date.now() / 1000);
  const cases: [string, () => string][] = [
    ['unsigned (alg none)', () => unsignedToken(claims())],
    ['signed by another key', () => signForgeToken(stranger, claims(), { kid: signer.kid })],
    ['signed by a key the JWKS lacks', () => signForgeToken(stranger, claims())],
    ['HS256 with the public key as secret', () => signHs256WithPublicKey(signer, claims())],
    ['expired', () => signForgeToken(signer, claims({ exp: now() - 3600 }))],
    ['not yet valid', () => signForgeToken(signer, claims({ nbf: now() + 3600 }))],
    ['of another issuer', () => signForgeToken(signer, claims({ iss: 'forge/other-token' }))],
    ['for another app', () => signForgeToken(signer, claims({ aud: OTHER_FORGE_APP_ID }))],
    ['without a user', () => signForgeToken(signer, claims({ principal: undefined }))],
    [
      "for an installation but another site's cloudId",
      () => signForgeToken(signer, forgeClaims({ ...siteA, cloudId: siteB.cloudId }, bob)),
    ],
    ['of an uninstalled installation', () => tokenOf(uninstalled)],
    [
      'pointing calls back at a host that is not Atlassian',
      () =>
        signForgeToken(signer, forgeClaims({ ...fresh, apiOrigin: 'https://api.example' }, bob)),
    ],
  ];

  it.each(cases)('%s: 401, and nothing changes', async (_name, token) => {
    await forge(siteA).get('/me').expect(200);
    if (!(await tenantRow(uninstalled.tenantKey))) {
      await forge(uninstalled).get('/me').expect(200);
      expect(await t.handle.lifecycle.changeState(uninstalled.tenantKey, 'uninstalled')).toBe(true);
    }
    const keys = [siteA.tenantKey, fresh.tenantKey, uninstalled.tenantKey];
    const before = await tenantSnapshot(t.handle.database.db, keys);
    const auth = bearer(token());
    const read = await t.http.get('/api/me').set('Authorization', auth);
    const write = await t.http.post('/api/templates').set('Authorization', auth).send(release);
    for (const response of [read, write]) {
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('unauthorized');
      expect(typeof response.body.error.message).toBe('string');
    }
    expect(await tenantSnapshot(t.handle.database.db, keys)).toEqual(before);
    expect(await tenantRow(fresh.tenantKey)).toBeUndefined();
    expect((await tenantRow(uninstalled.tenantKey))?.state).toBe('uninstalled');
  });

  it('say why in the caller’s language', async () => {
    const other = await t.http
      .get('/api/me')
      .set('Authorization', bearer(signForgeToken(signer, claims({ aud: OTHER_FORGE_APP_ID }))))
      .set('Accept-Language', 'de');
    expect(other.body.error.message).toBe(
      'Dieses Aufruf-Token wurde für eine andere App ausgestellt.',
    );
    const gone = await t.http.get('/api/me').set('Authorization', bearer(tokenOf(uninstalled)));
    expect(gone.body.error.message).toBe('Checklists is no longer installed on this site.');
  });
});

describe('tenant isolation under Forge', () => {
  const createAs = async (client: { post: ReturnType<typeof forge>['post'] }, title: string) => {
    const response = await client.post('/templates', { ...release, title });
    expect(response.status).toBe(201);
    return response.body.data as TemplateDto;
  };
  const total = async (response: Promise<{ body: { data: TemplateListDto } }>) =>
    (await response).body.data.total;

  it("one installation never reads another's data", async () => {
    const template = await createAs(forge(siteA), 'Only for site A');
    await forge(siteA).get(`/templates/${template.uid}`).expect(200);
    await forge(siteB).get(`/templates/${template.uid}`).expect(404);
    expect(await total(forge(siteB).get('/templates?search=only'))).toBe(0);
    // The same site's Confluence app is another installation, so another tenant.
    await forge(confluenceA).get(`/templates/${template.uid}`).expect(404);
  });

  it("a Connect tenant's data is not visible to a Forge installation, nor the reverse", async () => {
    const connect = await t.as('bob').post('/templates', { ...release, title: 'Connect only' });
    expect(connect.status).toBe(201);
    const connectUid = (connect.body.data as TemplateDto).uid;
    await forge(siteA).get(`/templates/${connectUid}`).expect(404);
    expect(await total(forge(siteA).get('/templates?search=connect'))).toBe(0);
    const forgeTemplate = await createAs(forge(siteA), 'Forge only');
    expect((await t.as('bob').get(`/templates/${forgeTemplate.uid}`)).status).toBe(404);
  });
});
