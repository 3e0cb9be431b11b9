/**
 * The Forge site end to end without a browser: a fake remote records what Forge sends it; the
 * installed event (with a retry), `/ex/...` REST behind the system token, invokeRemote's
 * forwarding with a FIT for the user, the CDN's injected bridge, and a transition running the
 * manifest's validator, then its post function.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../simulator';
import { cloudIdOf } from './forge-apps';
import { mintSystemToken } from './forge-tokens';
import { writeTestForgeApps } from './forge-test-apps';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
let failFirstInstall = true;
const remote = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    if (req.url === '/forge/jira/installed' && failFirstInstall) {
      failFirstInstall = false;
      return void res.writeHead(503).end();
    }
    if (req.url?.startsWith('/api/')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ echo: req.url, body }));
    }
    res.writeHead(204).end();
  });
});

let sim: Simulator;
let origin = '';
let remoteUrl = '';
const cloudId = cloudIdOf('initech');
const claims = (token: string | undefined) =>
  JSON.parse(
    Buffer.from(
      String(token)
        .replace(/^Bearer /, '')
        .split('.')[1]!,
      'base64url',
    ).toString(),
  ) as Record<string, unknown>;

beforeAll(async () => {
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  remoteUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
  sim = await startSimulator({
    appUrl: remoteUrl,
    ports: [0],
    sites: [{ name: 'initech', title: 'Initech (Forge)', forge: true }],
    forgeDir: writeTestForgeApps(),
    install: true,
    log: () => undefined,
  });
  origin = sim.sites[0]!.origin;
  await sim.installed;
}, 30_000);
afterAll(async () => {
  await sim.close();
  await new Promise<void>((resolve) => remote.close(() => resolve()));
});

const systemToken = (product: 'jira' | 'confluence') =>
  mintSystemToken(sim.key, sim.forge!.installation('initech', product)!);

describe('installing the Forge apps', () => {
  it('delivers avi:forge:installed:app with a FIT and the system token, again after a failure', () => {
    const deliveries = received.filter((r) => r.url === '/forge/jira/installed');
    expect(deliveries.map((d) => d.body)).toHaveLength(2);
    expect(deliveries[0]!.body).toBe(deliveries[1]!.body);
    const body = JSON.parse(deliveries[1]!.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      eventType: 'avi:forge:installed:app',
      context: `ari:cloud:jira::site/${cloudId}`,
    });
    const fit = claims(deliveries[1]!.headers.authorization);
    expect(fit).toMatchObject({
      iss: 'forge/invocation-token',
      aud: (body.app as { id: string }).id,
    });
    expect(fit.principal).toBeUndefined();
    expect(deliveries[1]!.headers['x-forge-oauth-system']).toBeTruthy();
    expect(received.some((r) => r.url === '/forge/confluence/installed')).toBe(true);
  });

  it('serves the JWKS', async () => {
    const jwks = (await (await fetch(`${origin}/forge/jwks.json`)).json()) as {
      keys: { kid: string }[];
    };
    expect(jwks.keys[0]?.kid).toBe(sim.key.kid);
  });
});

describe('/ex product REST', () => {
  const jira = (path: string, init: RequestInit = {}) =>
    fetch(`${origin}/ex/jira/${cloudId}/rest/api/3${path}`, init);
  it('takes only the system token of this site and product', async () => {
    expect((await jira('/issue/SIM-1')).status).toBe(401);
    expect(
      (await jira('/issue/SIM-1', { headers: { Authorization: 'JWT abc.def.ghi' } })).status,
    ).toBe(401);
    const wrongProduct = { Authorization: `Bearer ${systemToken('confluence')}` };
    expect((await jira('/issue/SIM-1', { headers: wrongProduct })).status).toBe(401);
    const right = { Authorization: `Bearer ${systemToken('jira')}` };
    const other = await fetch(`${origin}/ex/jira/${cloudIdOf('acme')}/rest/api/3/issue/SIM-1`, {
      headers: right,
    });
    expect(other.status).toBe(401);
    const ok = await jira('/issue/SIM-1', { headers: right });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { key: string }).key).toBe('SIM-1');
    // The Forge site has no Connect REST for apps at all.
    expect((await fetch(`${origin}/rest/api/3/issue/SIM-1`, { headers: right })).status).toBe(404);
  });

  it("writes the site's Jira and reads its Confluence", async () => {
    const headers = {
      Authorization: `Bearer ${systemToken('jira')}`,
      'Content-Type': 'application/json',
    };
    const put = await jira('/issue/SIM-1/properties/checklists', {
      method: 'PUT',
      headers,
      body: JSON.stringify({ count: 1, open: 1 }),
    });
    expect(put.status).toBe(201);
    const state = (await (await fetch(`${origin}/sim/issues/SIM-1`)).json()) as {
      checklists: unknown;
    };
    expect(state.checklists).toEqual({ count: 1, open: 1 });
    const page = await fetch(`${origin}/ex/confluence/${cloudId}/wiki/rest/api/content/10001`, {
      headers: { Authorization: `Bearer ${systemToken('confluence')}` },
    });
    expect(page.status).toBe(200);
  });
});

describe('invokeRemote and the CDN', () => {
  it('forwards to the remote with a FIT for the signed-in user and the system token', async () => {
    const frame = {
      product: 'jira',
      moduleKey: 'checklists-issue-content',
      moduleType: 'jira:issuePanel',
      localId: 'p1',
      extension: { issue: { key: 'SIM-1' } },
    };
    const answer = await fetch(`${origin}/forge-sim/invoke?as=bob`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        frame,
        payload: {
          path: '/api/templates',
          method: 'POST',
          body: '{"a":1}',
          headers: { 'Content-Type': 'application/json' },
          invokeType: 'ui-remote-fetch',
        },
      }),
    });
    const json = (await answer.json()) as {
      success: boolean;
      payload: { status: number; body: unknown };
    };
    expect(json).toMatchObject({
      success: true,
      payload: { status: 200, body: { echo: '/api/templates', body: '{"a":1}' } },
    });
    const call = received.find((r) => r.url === '/api/templates')!;
    expect(claims(call.headers.authorization)).toMatchObject({
      principal: '557058:sim-bob',
      context: {
        cloudId,
        moduleKey: 'checklists-issue-content',
        localId: 'p1',
        extension: { issue: { key: 'SIM-1' } },
      },
    });
    expect(call.headers['x-forge-oauth-system']).toBeTruthy();
    // The Jira app's endpoint does not ask for the user's token.
    expect(call.headers['x-forge-oauth-user']).toBeUndefined();
  });

  it("sends the user's token where the endpoint asks for it, and /ex takes it as that person", async () => {
    const { id } = (await (
      await fetch(`${origin}/sim/pages`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          spaceKey: 'SIM',
          title: 'Alice only',
          macros: [],
          restrictedTo: ['alice'],
        }),
      })
    ).json()) as { id: string };
    const frame = {
      product: 'confluence',
      moduleKey: 'checklist',
      moduleType: 'macro',
      localId: 'm1',
      extension: { content: { id: '10001' } },
    };
    await fetch(`${origin}/forge-sim/invoke?as=bob`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ frame, payload: { path: '/api/me-as-bob', method: 'GET' } }),
    });
    const call = received.find((r) => r.url === '/api/me-as-bob')!;
    const userToken = call.headers['x-forge-oauth-user'];
    expect(call.headers['x-forge-oauth-system']).toBeTruthy();
    expect(userToken).toBeTruthy();
    const asBob = (path: string, init: RequestInit = {}) =>
      fetch(`${origin}/ex/confluence/${cloudId}/wiki/rest/api${path}`, {
        ...init,
        headers: {
          Authorization: `Bearer ${String(userToken)}`,
          'Content-Type': 'application/json',
        },
      });
    expect((await asBob(`/content/${id}`)).status).toBe(404);
    expect((await asBob('/content/10001')).status).toBe(200);
    const check = (identifier: string) =>
      asBob('/content/10001/permission/check', {
        method: 'POST',
        body: JSON.stringify({ subject: { type: 'user', identifier }, operation: 'read' }),
      });
    expect(await (await check('557058:sim-bob')).json()).toEqual({ hasPermission: true });
    expect((await check('557058:sim-alice')).status).toBe(403);
    // With the system token the app is no Confluence Administrator either.
    const asApp = await fetch(
      `${origin}/ex/confluence/${cloudId}/wiki/rest/api/content/10001/permission/check`,
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${systemToken('confluence')}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          subject: { type: 'user', identifier: '557058:sim-bob' },
          operation: 'read',
        }),
      },
    );
    expect(asApp.status).toBe(403);
  });

  it("serves a resource with the bridge first in <head>, under Forge's CSP", async () => {
    const cdn = sim.forge!.cdnOrigin;
    const page = await fetch(
      `${cdn}/jira/issue-panel/index.html?host=${encodeURIComponent(origin)}`,
    );
    const html = await page.text();
    expect(html).toMatch(/<head><script src="\/__forge-sim\/frame-bridge\.js\?host=http/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await fetch(`${cdn}/__forge-sim/frame-bridge.js`)).status).toBe(200);
    expect((await fetch(`${cdn}/jira/issue-panel/app.js`)).status).toBe(200);
    expect((await fetch(`${cdn}/jira/issue-panel/..%2Fmanifest.yml`)).status).toBe(404);
    expect((await fetch(`${cdn}/jira/nothing/index.html`)).status).toBe(404);
  });
});

describe('a transition', () => {
  it("runs the manifest's validator, then delivers the post function", async () => {
    await fetch(`${origin}/sim/workflow/rules`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        transitionId: '31',
        kind: 'validator',
        moduleKey: 'checklists-complete-validator',
        config: '{}',
      }),
    });
    await fetch(`${origin}/sim/workflow/rules`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        transitionId: '31',
        kind: 'postFunction',
        moduleKey: 'complete-checklists',
        config: '{"x":1}',
      }),
    });
    const transition = () =>
      fetch(`${origin}/sim/issues/SIM-1/transitions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ transitionId: '31', as: 'bob', deliveries: 2, concurrent: true }),
      }).then((r) => r.json() as Promise<{ ok: boolean; error?: string }>);
    expect(await transition()).toMatchObject({ ok: false, error: 'Finish the checklists.' });
    await fetch(`${origin}/ex/jira/${cloudId}/rest/api/3/issue/SIM-1/properties/checklists`, {
      method: 'PUT',
      headers: {
        Authorization: `Bearer ${systemToken('jira')}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ count: 1, open: 0 }),
    });
    expect(await transition()).toMatchObject({ ok: true });
    const posts = received.filter(
      (r) => r.url === '/forge/jira/workflow/complete-checklists/triggered',
    );
    expect(posts).toHaveLength(2);
    expect(JSON.parse(posts[0]!.body)).toMatchObject({
      issue: { key: 'SIM-1' },
      transition: { from: { id: '3', name: 'In Progress' }, to: { id: '10001', name: 'Done' } },
      config: '{"x":1}',
      atlassianId: '557058:sim-bob',
    });
  });

  it('delivers issue created and deleted to their triggers', async () => {
    const created = (await (
      await fetch(`${origin}/sim/issues`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ project: 'SIM', summary: 'Forge issue', as: 'alice' }),
      })
    ).json()) as { key: string; statuses: number[] };
    expect(created.statuses).toEqual([204]);
    const event = received.filter((r) => r.url === '/forge/jira/webhooks/issue-created').at(-1)!;
    expect(JSON.parse(event.body)).toMatchObject({
      eventType: 'avi:jira:created:issue',
      issue: { key: created.key },
    });
    const deleted = await fetch(`${origin}/sim/issues/${created.key}`, { method: 'DELETE' });
    expect(((await deleted.json()) as { statuses: number[] }).statuses).toEqual([204]);
    const gone = received.filter((r) => r.url === '/forge/jira/webhooks/issue-deleted').at(-1)!;
    expect(JSON.parse(gone.body)).toMatchObject({
      eventType: 'avi:jira:deleted:issue',
      issue: { key: created.key, fields: { project: { key: 'SIM' } } },
    });
  });
});
