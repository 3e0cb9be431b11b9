/**
 * The simulator's Forge tokens: its invocation tokens pass the app's own verifier
 * (server/hosts/forge/invocation-claims.ts) against the JWKS it serves, and its system tokens
 * are taken only for their own site and product, unexpired and unaltered.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSigningKey } from '../lib/signing-key';
import { verifyInvocationToken } from '../../../server/hosts/forge/invocation-claims';
import { createForgeKeys } from '../../../server/hosts/forge/jwks';
import {
  jwksOf,
  mintInvocationToken,
  mintSystemToken,
  verifySystemToken,
  type ForgeInstallationClaims,
} from './forge-tokens';
import { cloudIdOf, installationIdOf, stableUuid } from './forge-apps';

const key = createSigningKey('sim-test');
const other = createSigningKey('sim-test');
const installation: ForgeInstallationClaims = {
  appId: 'ari:cloud:ecosystem::app/00000000-0000-4000-8000-00000000000a',
  installationId: installationIdOf('initech', 'jira'),
  cloudId: cloudIdOf('initech'),
  product: 'jira',
  environmentId: stableUuid('env'),
  apiBaseUrl: `http://127.0.0.1:3102/ex/jira/${cloudIdOf('initech')}`,
};
let jwksUrl = '';
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwksOf(key)));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/forge/jwks.json`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const verifyFit = (token: string, appIds = [installation.appId]) =>
  verifyInvocationToken(token, { keys: createForgeKeys({ url: jwksUrl }), appIds });

describe('Forge invocation tokens', () => {
  it("pass the app's verifier with the site, product, user and signed context", async () => {
    const token = mintInvocationToken(key, {
      installation,
      module: { type: 'jira:issuePanel', key: 'checklists-issue-content' },
      context: {
        moduleKey: 'checklists-issue-content',
        localId: 'x',
        extension: { issue: { key: 'SIM-1' } },
      },
      principal: '557058:sim-alice',
    });
    const invocation = await verifyFit(token);
    expect(invocation).toMatchObject({
      appId: installation.appId,
      installationId: installation.installationId,
      product: 'jira',
      cloudId: installation.cloudId,
      principal: '557058:sim-alice',
      moduleKey: 'checklists-issue-content',
      apiBaseUrl: installation.apiBaseUrl,
    });
    expect(invocation.context.extension).toEqual({ issue: { key: 'SIM-1' } });
    expect(invocation.context.cloudId).toBe(installation.cloudId);
  });

  it('carry no principal and no context for events', async () => {
    const invocation = await verifyFit(mintInvocationToken(key, { installation }));
    expect(invocation.principal).toBeNull();
    expect(invocation.context).toEqual({});
  });

  it('are refused for another app, when signed by another key, or when expired', async () => {
    await expect(
      verifyFit(mintInvocationToken(key, { installation }), [
        'ari:cloud:ecosystem::app/00000000-0000-4000-8000-0000000000ff',
      ]),
    ).rejects.toThrow();
    await expect(verifyFit(mintInvocationToken(other, { installation }))).rejects.toThrow();
    const old = mintInvocationToken(key, { installation, now: Date.now() - 3_600_000 });
    await expect(verifyFit(old)).rejects.toThrow();
  });

  it('name stable installations and sites', () => {
    expect(installationIdOf('initech', 'jira')).toBe(installationIdOf('initech', 'jira'));
    expect(installationIdOf('initech', 'jira')).not.toBe(installationIdOf('initech', 'confluence'));
    expect(installationIdOf('initech', 'jira')).toMatch(
      /^ari:cloud:ecosystem::installation\/[0-9a-f-]{36}$/,
    );
  });
});

describe('system tokens', () => {
  const expected: { product: 'jira' | 'confluence'; cloudId: string } = {
    product: 'jira',
    cloudId: installation.cloudId,
  };
  it('are taken for their own site and product', () => {
    const check = verifySystemToken(key, `Bearer ${mintSystemToken(key, installation)}`, expected);
    expect(check).toEqual({
      ok: true,
      installationId: installation.installationId,
      appId: installation.appId,
    });
  });

  it('are refused otherwise', () => {
    const token = mintSystemToken(key, installation);
    const refused = (authorization: string | undefined, exp = expected, now = Date.now()) =>
      verifySystemToken(key, authorization, exp, now).ok;
    expect(refused(undefined)).toBe(false);
    expect(refused(`JWT ${token}`)).toBe(false);
    expect(
      refused(`Bearer ${token}`, { product: 'confluence', cloudId: installation.cloudId }),
    ).toBe(false);
    expect(refused(`Bearer ${token}`, { product: 'jira', cloudId: cloudIdOf('acme') })).toBe(false);
    expect(refused(`Bearer ${token}`, expected, Date.now() + 2 * 3_600_000)).toBe(false);
    expect(refused(`Bearer ${mintSystemToken(other, installation)}`)).toBe(false);
    const [h, p, s] = token.split('.');
    const changed = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), cloudId: 'x' }),
    ).toString('base64url');
    expect(refused(`Bearer ${h}.${changed}.${s}`)).toBe(false);
    // A FIT is not a system token.
    expect(refused(`Bearer ${mintInvocationToken(key, { installation })}`)).toBe(false);
  });
});
