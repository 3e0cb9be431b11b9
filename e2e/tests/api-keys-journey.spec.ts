/**
 * API keys made in the UI, used against the public REST API the way curl would: a member's
 * write key creates a template, a read key may only read (403 on a write), a revoked key gets
 * 401; a site admin's site key acts as the site, and a member is shown the admin-only message.
 * The OpenAPI document and its reference page are public. Once in English, once in German.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { APP, appFrame, openAs, page, tap } from './support/app-frame';

interface Journey {
  locale: string;
  member: string;
  admin: string;
  /** Sees the site's API-key page without being an admin (makes nothing). */
  nonAdmin: string;
  labels: { userSettings: string; manage: string; write: string; revoke: string };
}

const JOURNEYS: Journey[] = [
  {
    locale: 'en-US',
    member: 'bob',
    admin: 'alice',
    nonAdmin: 'bob',
    labels: {
      userSettings: 'User settings',
      manage: 'Manage your API keys',
      write: 'Write',
      revoke: 'Revoke',
    },
  },
  {
    locale: 'de-DE',
    // Clara stays without templates of her own for the getting-started journey.
    member: 'dieter',
    admin: 'dieter',
    nonAdmin: 'clara',
    labels: {
      userSettings: 'Benutzereinstellungen',
      manage: 'API-Schlüssel verwalten',
      write: 'Schreiben',
      revoke: 'Widerrufen',
    },
  },
];

/** Creates a key in the open API-key screen; returns the secret shown once. */
async function createKey(p: Page, name: string, scope: 'read' | 'write'): Promise<string> {
  const app = appFrame(p);
  await app.getByTestId('apikey-name').fill(name);
  await app.getByTestId(`apikey-scope-${scope}`).check();
  await tap(p, app.getByTestId('apikey-create'));
  const secret = (await app.getByTestId('apikey-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^ck_[0-9a-f]{8}_/);
  await expect(app.getByTestId('apikey-row').filter({ hasText: name })).toBeVisible();
  await tap(p, app.getByTestId('apikey-secret-done'));
  await expect(app.getByTestId('apikey-secret-box')).toHaveCount(0);
  return secret;
}

const call = (request: APIRequestContext, secret: string) => ({
  get: (path: string) =>
    request.get(`${APP}/api/v1${path}`, { headers: { Authorization: `Bearer ${secret}` } }),
  delete: (path: string) =>
    request.delete(`${APP}/api/v1${path}`, { headers: { Authorization: `Bearer ${secret}` } }),
  post: (path: string, data: object) =>
    request.post(`${APP}/api/v1${path}`, {
      headers: { Authorization: `Bearer ${secret}` },
      data,
    }),
});

for (const j of JOURNEYS) {
  test(`API keys journey (${j.locale})`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const L = j.labels;
    const run = Date.now().toString(36);

    // 1. A member finds their API keys from the user settings and makes a write and a read key.
    const member = await openAs(browser, j.locale, page('checklists-overview', j.member));
    const app = appFrame(member);
    await tap(member, app.getByRole('link', { name: L.userSettings }));
    await tap(member, app.getByTestId('user-settings-api-keys'));
    await expect(app.getByRole('link', { name: L.manage })).toHaveCount(0);
    await app.getByTestId('apikey-create-form').waitFor();
    const writeKey = await createKey(member, `Deploy ${run}`, 'write');
    const readKey = await createKey(member, `Report ${run}`, 'read');
    await member.screenshot({ path: `test-results/screens/api-keys-${j.locale}.png` });

    // 2. With curl's eyes: the write key creates, the read key reads and may not write.
    const writer = call(request, writeKey);
    const me = await writer.get('/me');
    expect(me.status()).toBe(200);
    const created = await writer.post('/templates', {
      title: `From a script ${run}`,
      items: [{ kind: 'task', text: 'Ping', mandatory: false }],
    });
    expect(created.status(), await created.text()).toBe(201);
    const reader = call(request, readKey);
    const listed = await reader.get(`/templates?search=${encodeURIComponent(run)}`);
    expect(listed.status()).toBe(200);
    expect(JSON.stringify(await listed.json())).toContain(`From a script ${run}`);
    const refused = await reader.post('/templates', { title: 'No', items: [] });
    expect(refused.status()).toBe(403);
    // The script's template goes again (the read key may not delete it).
    const uid = ((await created.json()) as { data: { uid: string } }).data.uid;
    expect((await reader.delete(`/templates/${uid}`)).status()).toBe(403);
    expect((await writer.delete(`/templates/${uid}`)).status()).toBe(204);

    // 3. Revoked in the UI: 401.
    const row = app.getByTestId('apikey-row').filter({ hasText: `Deploy ${run}` });
    await tap(member, row.getByTestId('apikey-revoke'));
    await tap(member, app.getByTestId('dialog-confirm'));
    await expect(row).toHaveCount(0);
    expect((await writer.get('/me')).status()).toBe(401);
    await member.context().close();

    // 4. The site's keys: the admin makes one that acts as the site; a member may not.
    const admin = await openAs(browser, j.locale, page('admin-apikeys', j.admin));
    const site = appFrame(admin);
    await site.getByTestId('apikey-create-form').waitFor();
    const siteKey = await createKey(admin, `Importer ${run}`, 'read');
    const siteMe = await call(request, siteKey).get('/me');
    expect(siteMe.status()).toBe(200);
    expect((await siteMe.json()).data).toMatchObject({ isAdmin: true });
    await admin.context().close();
    const notAdmin = await openAs(browser, j.locale, page('admin-apikeys', j.nonAdmin));
    await expect(appFrame(notAdmin).getByTestId('apikeys-admin-only')).toBeVisible();
    await notAdmin.context().close();

    // 5. The document and its reference are public.
    const openapi = await request.get(`${APP}/api/v1/openapi.json`);
    expect(openapi.status()).toBe(200);
    expect((await openapi.json()).openapi).toMatch(/^3\.1\./);
    const docs = await browser.newPage();
    await docs.goto(`${APP}/api/v1/docs`);
    await expect(docs.getByRole('heading', { level: 1 })).toBeVisible();
    await docs.close();
  });
}
