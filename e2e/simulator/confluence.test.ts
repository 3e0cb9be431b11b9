/**
 * The simulated Confluence against a small fake app: its REST API from each site's own pages,
 * the test endpoints, page views (404 when restricted), copying, and the export view fetching
 * each macro's render mode signed as Confluence signs it.
 */
import express from 'express';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeSymmetric, encodeSymmetric, SymmetricAlgorithm } from 'atlassian-jwt';
import { startSimulator, type Simulator } from './simulator';
import { queryStringHash, type HostTenant } from './lib/host-tokens';
import { JWT_BEARER_GRANT } from './lib/user-impersonation';

const received: { path: string; authorization: string }[] = [];
let appUrl = '';
const app = express()
  .get('/atlassian-connect.json', (_req, res) => {
    res.json({
      key: 'app.test.confluence',
      name: 'Test',
      baseUrl: appUrl,
      scopes: ['read', 'act_as_user'],
      lifecycle: { installed: '/installed', enabled: '/enabled' },
      modules: {
        dynamicContentMacros: [
          {
            key: 'checklist',
            name: { value: 'Checklist' },
            url: '/macro/view?macroId={macro.id}&templateUid={templateUid}',
            editor: { url: '/macro/edit', insertTitle: { value: 'Insert checklist' } },
            renderModes: {
              default: { url: '/macro/static?m={macro.id}&o={output.type}&t={templateUid}' },
            },
          },
          { key: 'checklist-list', name: { value: 'List' }, url: '/macro/list/view' },
        ],
        webPanels: [{ key: 'panel', location: 'atl.general', url: '/panel?pageId={page.id}' }],
      },
    });
  })
  // A second app without ACT_AS_USER (installed into Jira): no user token for it.
  .get('/jira/atlassian-connect.json', (_req, res) => {
    res.json({
      key: 'app.test.jira',
      name: 'Test',
      baseUrl: `${appUrl}/jira`,
      scopes: ['READ'],
      lifecycle: { installed: '/installed', enabled: '/enabled' },
      modules: {},
    });
  })
  .post(
    ['/installed', '/enabled', '/jira/installed', '/jira/enabled'],
    (_req, res) => void res.status(204).end(),
  )
  .get('/macro/static', (req, res) => {
    received.push({ path: req.originalUrl, authorization: String(req.headers.authorization) });
    if (req.query.t === 'broken') return void res.status(500).send('no');
    res
      .type('html')
      .send(
        `<div class="out" onclick="x()">Static ${String(req.query.t)}<script>bad()</script></div>`,
      );
  });
const appServer = createServer(app);

let sim: Simulator;
let acme = '';
let globex = '';
let tenant: HostTenant;

beforeAll(async () => {
  await new Promise<void>((resolve) => appServer.listen(0, '127.0.0.1', resolve));
  appUrl = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`;
  sim = await startSimulator({ appUrl, ports: [0, 0], install: false, log: () => undefined });
  [acme, globex] = sim.sites.map((s) => s.origin) as [string, string];
  for (const site of ['acme', 'globex']) await sim.lifecycle(site, 'confluence', 'installed');
  await sim.lifecycle('acme', 'jira', 'installed');
  tenant = sim.state.installation('acme', 'confluence')!.tenant;
});
afterAll(async () => {
  await sim.close();
  await new Promise<void>((resolve) => appServer.close(() => resolve()));
});

const appCall = (method: string, path: string, body?: unknown) => {
  const now = Math.floor(Date.now() / 1000);
  const jwt = encodeSymmetric(
    { iss: tenant.appKey, iat: now, exp: now + 60, qsh: queryStringHash(method, path) },
    tenant.sharedSecret,
    SymmetricAlgorithm.HS256,
  );
  return fetch(`${acme}/wiki${path}`, {
    method,
    headers: { authorization: `JWT ${jwt}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
};
const post = async (origin: string, path: string, body: unknown) =>
  (
    await fetch(origin + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json() as Promise<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('the content REST API', () => {
  it('answers a page with its space, version and storage-format macros', async () => {
    const response = await appCall(
      'GET',
      '/rest/api/content/10001?expand=space,version,body.storage',
    );
    const page = await response.json();
    expect(page).toMatchObject({ id: '10001', title: 'Release process', version: { number: 3 } });
    expect(page.space).toMatchObject({ id: 98304, key: 'SIM' });
    expect(page.body.storage.value).toContain('ac:name="checklist"');
    expect(page.body.storage.value).toContain('ac:macro-id="6f0b5a8e-1c2d-4e3f-9a0b-releasechk01"');
    expect((await appCall('GET', '/rest/api/space/TEAM')).status).toBe(200);
  });

  it('answers a macro of a page version, and 404 for a later version or another macro', async () => {
    const path = '/rest/api/content/10001/history/3/macro/id/6f0b5a8e-1c2d-4e3f-9a0b-releasechk01';
    expect(await (await appCall('GET', path)).json()).toEqual({
      name: 'checklist',
      body: '',
      parameters: {},
    });
    expect((await appCall('GET', path.replace('/3/', '/4/'))).status).toBe(404);
    const other = await appCall('GET', '/rest/api/content/10001/history/3/macro/id/nope');
    expect(await other.json()).toMatchObject({ statusCode: 404 });
  });

  it('refuses the app a permission check about someone else: that needs a Confluence Administrator', async () => {
    const check = (identifier: string) =>
      appCall('POST', '/rest/api/content/10001/permission/check', {
        subject: { type: 'user', identifier },
        operation: 'read',
      });
    for (const identifier of ['557058:sim-bob', '557058:sim-alice']) {
      const refused = await check(identifier);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ statusCode: 403 });
    }
  });

  it('acts as a person with a user-impersonation token: their pages, their permission check', async () => {
    const { id } = await post(acme, '/sim/pages', {
      spaceKey: 'SIM',
      title: 'Secret',
      macros: [],
      restrictedTo: ['557058:sim-bob'],
    });
    const bob = await userToken(tenant, '557058:sim-bob');
    const alice = await userToken(tenant, '557058:sim-alice');
    const clara = await userToken(tenant, '557058:sim-clara');
    const asUser = (token: string, method: string, path: string, body?: unknown) =>
      fetch(`${acme}/wiki${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const page = await asUser(bob, 'GET', `/rest/api/content/${id}?expand=operations`);
    expect(await page.json()).toMatchObject({
      id,
      operations: [
        { operation: 'read', targetType: 'page' },
        { operation: 'update', targetType: 'page' },
      ],
    });
    expect((await asUser(clara, 'GET', `/rest/api/content/${id}`)).status).toBe(404);
    const search = await asUser(
      clara,
      'GET',
      `/rest/api/content/search?cql=${encodeURIComponent(`id in (10001,${id})`)}`,
    );
    expect((await search.json()).results.map((r: { id: string }) => r.id)).toEqual(['10001']);
    const check = (token: string, identifier: string, pageId = id) =>
      asUser(token, 'POST', `/rest/api/content/${pageId}/permission/check`, {
        subject: { type: 'user', identifier },
        operation: 'update',
      });
    expect(await (await check(bob, '557058:sim-bob')).json()).toEqual({ hasPermission: true });
    // Clara (no admin) may not ask about Bob; Alice (a Confluence Administrator) may.
    expect((await check(clara, '557058:sim-bob', '10001')).status).toBe(403);
    expect(await (await check(alice, '557058:sim-clara', '10001')).json()).toEqual({
      hasPermission: true,
    });
    expect((await asUser('made-up', 'GET', '/rest/api/content/10001')).status).toBe(401);
    // A token of acme's Confluence is not one for globex.
    expect(
      (
        await fetch(`${globex}/wiki/rest/api/content/10001`, {
          headers: { authorization: `Bearer ${bob}` },
        })
      ).status,
    ).toBe(401);
  });

  it('grants no user token to an app without ACT_AS_USER', async () => {
    const jira = sim.state.installation('acme', 'jira')!.tenant;
    const answer = await tokenRequest(jira, '557058:sim-bob');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'unauthorized_client' });
  });

  it('answers a bad permission check 400 and a missing page 404', async () => {
    const bob = await userToken(tenant, '557058:sim-bob');
    const asBob = (path: string, body: unknown) =>
      fetch(`${acme}/wiki${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${bob}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(
      (await asBob('/rest/api/content/10001/permission/check', { operation: 'read' })).status,
    ).toBe(400);
    expect(
      (
        await asBob('/rest/api/content/99999/permission/check', {
          subject: { type: 'user', identifier: '557058:sim-bob' },
          operation: 'read',
        })
      ).status,
    ).toBe(404);
  });
});

/** Atlassian's user-impersonation grant, as an app asks for it (atlassian-oauth2). */
function tokenRequest(installed: HostTenant, accountId: string) {
  const iat = Math.floor(Date.now() / 1000);
  const assertion = encodeSymmetric(
    {
      iss: `urn:atlassian:connect:clientid:${installed.oauthClientId}`,
      sub: `urn:atlassian:connect:useraccountid:${accountId}`,
      tnt: installed.baseUrl,
      aud: acme,
      iat,
      exp: iat + 60,
    },
    installed.sharedSecret,
    SymmetricAlgorithm.HS256,
  );
  return fetch(`${acme}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: JWT_BEARER_GRANT,
      assertion,
      scope: 'READ ACT_AS_USER',
    }),
  });
}

async function userToken(installed: HostTenant, accountId: string): Promise<string> {
  const answer = await tokenRequest(installed, accountId);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}

describe('the test endpoints and pages', () => {
  it('keep each site’s pages apart', async () => {
    const created = await post(acme, '/sim/pages', {
      spaceKey: 'TEAM',
      title: 'Only in acme',
      macros: [{ moduleKey: 'checklist', params: { templateUid: 't1' } }],
    });
    expect(created).toMatchObject({ version: 1, macros: [{ moduleKey: 'checklist' }] });
    expect(Number(created.id)).toBeGreaterThanOrEqual(10100);
    expect((await fetch(`${acme}/sim/pages/${created.id}`)).status).toBe(200);
    expect((await fetch(`${globex}/sim/pages/${created.id}`)).status).toBe(404);
  });

  it('copy a page with the same macro ids and parameters', async () => {
    const copy = await post(acme, '/sim/pages/10001/copy', {});
    const page = await (await fetch(`${acme}/sim/pages/${copy.id}`)).json();
    expect(page).toMatchObject({ title: 'Copy of Release process', version: 1, spaceKey: 'SIM' });
    expect(page.macros[0].id).toBe('6f0b5a8e-1c2d-4e3f-9a0b-releasechk01');
    const form = await fetch(`${acme}/wiki/pages/10002/copy`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toMatch(/^\/wiki\/spaces\/SIM\/pages\/\d+$/);
  });

  it('add a macro as a new version', async () => {
    const { id } = await post(acme, '/sim/pages', { spaceKey: 'SIM', title: 'Grows', macros: [] });
    const macro = await post(acme, `/sim/pages/${id}/macros`, {
      moduleKey: 'checklist',
      params: { a: 1 },
    });
    const page = await (await fetch(`${acme}/sim/pages/${id}`)).json();
    expect(page.version).toBe(2);
    expect(page.macros).toEqual([{ moduleKey: 'checklist', id: macro.id, params: { a: '1' } }]);
  });

  it('show a page with its macros and web panels, and 404 to whoever may not read it', async () => {
    const html = await (await fetch(`${acme}/wiki/spaces/SIM/pages/10001?as=bob`)).text();
    expect(html).toContain('data-testid="sim-web-panel"');
    expect(html).toContain(`${appUrl}/macro/view?macroId=6f0b5a8e`);
    expect(html).toContain(`${appUrl}/panel?pageId=10001`);
    const { id } = await post(acme, '/sim/pages', {
      spaceKey: 'SIM',
      title: 'Bob only',
      macros: [],
      restrictedTo: ['bob'],
    });
    expect((await fetch(`${acme}/wiki/spaces/SIM/pages/${id}?as=alice`)).status).toBe(404);
    expect((await fetch(`${acme}/wiki/spaces/SIM/pages/${id}?as=bob`)).status).toBe(200);
  });
});

describe('the export view', () => {
  it('inlines each macro’s render-mode HTML, fetched with Confluence’s JWT, without scripts', async () => {
    const { id, macros } = await post(acme, '/sim/pages', {
      spaceKey: 'SIM',
      title: 'Exported',
      body: '<p>Before</p>',
      macros: [
        { moduleKey: 'checklist', params: { templateUid: 'tpl' } },
        { moduleKey: 'checklist', params: { templateUid: 'broken' } },
        { moduleKey: 'checklist-list', params: {} },
      ],
    });
    received.length = 0;
    const response = await fetch(`${acme}/wiki/spaces/SIM/pages/${id}/export?mode=word&as=bob`);
    const html = await response.text();
    expect(response.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(html).toContain('<p>Before</p>');
    expect(html).toContain('<div class="out">Static tpl</div>');
    expect(html).not.toMatch(/<script|onclick|<iframe/);
    expect(html).toContain('This macro has no export output');
    expect(html).toMatch(/data-testid="sim-export-error"[^>]*>The app answered 500/);
    const call = received.find((r) => r.path.includes('t=tpl'))!;
    expect(call.path).toBe(
      `/macro/static?m=${macros[0].id}&o=word&t=tpl&loc=en-US&tz=America%2FNew_York`,
    );
    const claims = decodeSymmetric(
      call.authorization.replace(/^JWT /, ''),
      tenant.sharedSecret,
      SymmetricAlgorithm.HS256,
    ) as Record<string, number | string>;
    expect(claims).toMatchObject({
      iss: tenant.clientKey,
      sub: '557058:sim-bob',
      qsh: queryStringHash('GET', call.path),
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(180);
  });
});
