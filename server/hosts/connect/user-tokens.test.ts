/**
 * Connect's tokens for acting as a person (user-tokens.ts), against the simulator's authorization
 * server (the same rules as Atlassian's): the documented assertion, one grant per installation
 * and person until a minute before the token expires, one grant for parallel calls, a new one
 * after a reinstall, and no token, assertion or secret in an error or a printed value.
 */
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { decodeSymmetric, SymmetricAlgorithm } from 'atlassian-jwt';
import type { Tenant } from '../../db/repositories/tenants-repository';
import { ImpersonationServer } from '../../../e2e/simulator/lib/user-impersonation';
import { HostCallError } from '../../products/host-rest';
import { createConnectUserTokens, USER_TOKEN_SCOPES } from './user-tokens';

const AUTH = 'https://auth.example';
const site = (overrides: Partial<Tenant> & { oauthClientId?: string | null } = {}): Tenant => {
  const { oauthClientId = 'oauth-1', ...rest } = overrides;
  return {
    clientKey: 'client-1',
    productType: 'confluence',
    appKey: 'app.checklists.confluence',
    baseUrl: 'https://acme.atlassian.net/wiki',
    displayUrl: null,
    sharedSecret: 'a-shared-secret-of-enough-length-for-hs256',
    state: 'installed',
    installedAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    uninstalledAt: null,
    details: oauthClientId ? { oauthClientId } : {},
    ...rest,
  };
};

/** The same site after a reinstall: a new secret and OAuth client. */
const reinstalled = site({
  sharedSecret: 'the-new-secret-after-a-reinstall-0123456',
  details: { oauthClientId: 'oauth-2' },
});

/** Atlassian's server (the simulator's rules) behind a fetch that records each grant. */
function authorizationServer(scopes = ['READ', 'ACT_AS_USER'], now = () => Date.now()) {
  const grants: URLSearchParams[] = [];
  const installed = [site(), reinstalled];
  const server = new ImpersonationServer(
    () =>
      installed.map((t) => ({
        ...t,
        oauthClientId: String(t.details.oauthClientId),
        scopes,
      })),
    now,
  );
  const send = (async (url: string | URL | Request, init?: RequestInit) => {
    expect(String(url)).toBe(`${AUTH}/oauth2/token`);
    const form = new URLSearchParams(String(init?.body));
    grants.push(form);
    const answer = server.token(Object.fromEntries(form), AUTH);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { grants, send };
}

describe("Connect's tokens for acting as a person", () => {
  it('are granted for the documented assertion, and kept until a minute before they expire', async () => {
    let now = Date.parse('2026-11-28T10:00:00Z');
    const { grants, send } = authorizationServer(undefined, () => now);
    const tokens = createConnectUserTokens({
      authorizationServer: AUTH,
      fetch: send,
      now: () => now,
    });
    const first = await tokens.token(site(), '557058:sim-bob');
    expect(grants).toHaveLength(1);
    const form = grants[0]!;
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    expect(form.get('scope')).toBe(USER_TOKEN_SCOPES);
    const claims = decodeSymmetric(
      form.get('assertion') ?? '',
      site().sharedSecret,
      SymmetricAlgorithm.HS256,
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({
      iss: 'urn:atlassian:connect:clientid:oauth-1',
      sub: 'urn:atlassian:connect:useraccountid:557058:sim-bob',
      tnt: 'https://acme.atlassian.net/wiki',
      aud: [AUTH],
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(60);

    now += 13 * 60_000;
    expect(await tokens.token(site(), '557058:sim-bob')).toBe(first);
    expect(grants).toHaveLength(1);
    now += 60_001;
    expect(await tokens.token(site(), '557058:sim-bob')).not.toBe(first);
    expect(grants).toHaveLength(2);
  });

  it('are asked once for parallel calls, per person, and again after a reinstall or a refusal', async () => {
    const { grants, send } = authorizationServer();
    const tokens = createConnectUserTokens({ authorizationServer: AUTH, fetch: send });
    const [a, b] = await Promise.all([
      tokens.token(site(), '557058:sim-bob'),
      tokens.token(site(), '557058:sim-bob'),
    ]);
    expect(a).toBe(b);
    await tokens.token(site(), '557058:sim-clara');
    expect(grants).toHaveLength(2);
    expect(await tokens.token(reinstalled, '557058:sim-bob')).not.toBe(a);
    tokens.forget(site(), '557058:sim-bob', a);
    expect(await tokens.token(site(), '557058:sim-bob')).not.toBe(a);
    expect(grants).toHaveLength(4);
  });

  it('fail closed, saying nothing secret: no oauthClientId, no ACT_AS_USER, no answer', async () => {
    const refusing = authorizationServer(['READ']);
    const tokens = createConnectUserTokens({ authorizationServer: AUTH, fetch: refusing.send });
    const noClient = tokens.token(site({ oauthClientId: null }), '557058:sim-bob');
    await expect(noClient).rejects.toThrow('the installation has no oauthClientId');
    const refused = await tokens.token(site(), '557058:sim-bob').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HostCallError);
    expect(String(refused)).toContain('unauthorized_client');
    const down = createConnectUserTokens({
      authorizationServer: AUTH,
      fetch: (() => Promise.reject(new Error('ECONNREFUSED'))) as typeof fetch,
    });
    const failed = await down.token(site(), '557058:sim-bob').catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(HostCallError);
    for (const error of [refused, failed]) {
      const text = `${String(error)} ${inspect(error)} ${JSON.stringify(error)}`;
      expect(text).not.toContain(site().sharedSecret);
      expect(text).not.toContain('urn:atlassian:connect');
      expect(text).not.toContain('eyJ');
    }
    const granted = await createConnectUserTokens({
      authorizationServer: AUTH,
      fetch: authorizationServer().send,
    }).token(site(), '557058:sim-bob');
    expect(`${String(granted)} ${inspect(granted)} ${JSON.stringify({ granted })}`).not.toContain(
      granted.reveal(),
    );
  });
});
