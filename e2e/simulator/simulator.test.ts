import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSymmetric, SymmetricAlgorithm } from 'atlassian-jwt';
import { startSimulator, type Simulator } from './simulator';
import { queryStringHash, type HostTenant } from './lib/host-tokens';

let sim: Simulator;
let origin: string;
let tenant: HostTenant;

beforeAll(async () => {
  sim = await startSimulator({
    appUrl: 'http://127.0.0.1:9',
    ports: [0],
    install: false,
    log: () => undefined,
  });
  origin = sim.sites[0]!.origin;
  tenant = {
    clientKey: 'client-test',
    sharedSecret: 'shared-secret-for-the-simulator-test-0123456789',
    baseUrl: origin,
    productType: 'jira',
    appKey: 'app.checklists.jira',
    appBaseUrl: 'http://127.0.0.1:9/jira',
  };
  sim.state.installations.set(sim.state.key(sim.sites[0]!.name, 'jira'), {
    tenant,
    installed: true,
    enabled: true,
    lastResult: 'installed → 204',
  });
});

afterAll(() => sim.close());

const appJwt = (path: string, secret = tenant.sharedSecret, method = 'GET') => {
  const now = Math.floor(Date.now() / 1000);
  return `JWT ${encodeSymmetric(
    { iss: tenant.appKey, iat: now, exp: now + 60, qsh: queryStringHash(method, path) },
    secret,
    SymmetricAlgorithm.HS256,
  )}`;
};

describe('the install-key CDN', () => {
  it('serves the public key by kid and nothing else', async () => {
    const known = await fetch(`${origin}/connect-keys/${sim.key.kid}`);
    expect(known.status).toBe(200);
    expect(await known.text()).toContain('BEGIN PUBLIC KEY');
    expect((await fetch(`${origin}/connect-keys/another-kid`)).status).toBe(404);
  });
});

describe('the host REST API', () => {
  const path = '/rest/api/3/user?accountId=557058%3Asim-bob';

  it('answers an app call signed with the tenant secret', async () => {
    const response = await fetch(origin + path, { headers: { authorization: appJwt(path) } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ displayName: 'Bob Member' });
  });

  it('refuses a call without a token, with a wrong secret or a token for another URL', async () => {
    expect((await fetch(origin + path)).status).toBe(401);
    const wrongSecret = await fetch(origin + path, {
      headers: { authorization: appJwt(path, 'not-the-secret-of-this-tenant-0123456789') },
    });
    expect(wrongSecret.status).toBe(401);
    const otherUrl = await fetch(origin + path, {
      headers: { authorization: appJwt('/rest/api/3/user?accountId=someone') },
    });
    expect(otherUrl.status).toBe(401);
    expect(await otherUrl.json()).toEqual({ message: 'JWT rejected: qsh' });
  });

  it("answers the app's bulk permission check for anyone, and People (HR) only to its browsers", async () => {
    const check = '/rest/api/3/permissions/check';
    const ask = async (accountId: string) => {
      const response = await fetch(origin + check, {
        method: 'POST',
        headers: {
          authorization: appJwt(check, undefined, 'POST'),
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          accountId,
          projectPermissions: [
            { permissions: ['BROWSE_PROJECTS'], issues: [10001, 10201], projects: [10002] },
          ],
        }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { projectPermissions: unknown[] }).projectPermissions;
    };
    expect(await ask('557058:sim-bob')).toEqual([
      { permission: 'BROWSE_PROJECTS', projects: [], issues: [10001] },
    ]);
    expect(await ask('557058:sim-clara')).toEqual([
      { permission: 'BROWSE_PROJECTS', projects: [10002], issues: [10001, 10201] },
    ]);
  });

  it('shows Bob no issue of a project he may not browse', async () => {
    expect((await fetch(`${origin}/browse/HR-1?as=bob`)).status).toBe(404);
    expect((await fetch(`${origin}/browse/HR-1?as=clara`)).status).toBe(200);
    const asBob = await fetch(`${origin}/rest/api/3/issue/HR-1`, {
      headers: { 'x-sim-ap-request': '1', cookie: 'sim_user=bob' },
    });
    expect(asBob.status).toBe(404);
    // A person asking about someone else is refused unless they are a site admin.
    const aboutClara = await fetch(`${origin}/rest/api/3/permissions/check`, {
      method: 'POST',
      headers: {
        'x-sim-ap-request': '1',
        cookie: 'sim_user=bob',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ accountId: '557058:sim-clara', globalPermissions: ['ADMINISTER'] }),
    });
    expect(aboutClara.status).toBe(403);
  });

  it('is not ready before both apps are installed everywhere', async () => {
    expect((await fetch(`${origin}/sim/ready`)).status).toBe(503);
  });
});

describe('the host page glue', () => {
  it('gives page modules AP.history, with popState in the app frame script', async () => {
    const hostSim = await (await fetch(`${origin}/sim-assets/host-sim.js`)).text();
    expect(hostSim).toMatch(/defineModule\(\s*"history"/);
    const allJs = await (await fetch(`${origin}/atlassian-connect/all.js`)).text();
    expect(allJs).toContain('history.popState =');
  });
});
