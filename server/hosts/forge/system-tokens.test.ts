/**
 * The app system tokens kept per installation (system-tokens.ts) and the calls back made with
 * them (forge-api.ts): expiry from the JWT's `exp` or 55 minutes, the latest token wins, a
 * refused one is dropped, and neither errors nor printed values ever carry a token.
 */
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { RedactedSecret } from './remote';
import type { Tenant } from '../../db/repositories/tenants-repository';
import { HostCallError } from '../../products/host-rest';
import { createForgeApi } from './transport';
import { createForgeSystemTokens, OPAQUE_TOKEN_LIFETIME_MS, tokenExpiry } from './system-tokens';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (exp: number) => new RedactedSecret(`${b64({ alg: 'RS256' })}.${b64({ exp })}.sig`);

const tenant = (product: 'jira' | 'confluence'): Tenant => ({
  clientKey: `forge:${product}-installation`,
  productType: product,
  appKey: 'ari:cloud:ecosystem::app/x',
  baseUrl: `https://api.atlassian.com/ex/${product}/cloud-1`,
  displayUrl: 'https://acme.atlassian.net',
  sharedSecret: 'unused',
  state: 'installed',
  installedAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  uninstalledAt: null,
  details: {},
});

describe('the system tokens kept per installation', () => {
  it("last until a minute before the JWT's exp, or 55 minutes for an opaque token", () => {
    let now = 1_000_000_000_000;
    const tokens = createForgeSystemTokens(() => now);
    const expiring = jwt(now / 1000 + 600);
    expect(tokenExpiry(expiring, now)).toBe(now + 600_000);
    expect(tokenExpiry(new RedactedSecret('opaque'), now)).toBe(now + OPAQUE_TOKEN_LIFETIME_MS);

    tokens.remember('forge:a', expiring);
    tokens.remember('forge:b', new RedactedSecret('opaque'));
    expect(tokens.token('forge:a')).toBe(expiring);
    now += 540_000;
    expect(tokens.token('forge:a')).toBeUndefined();
    expect(tokens.token('forge:b')?.reveal()).toBe('opaque');
    now += OPAQUE_TOKEN_LIFETIME_MS;
    expect(tokens.token('forge:b')).toBeUndefined();
    // An expired token is not kept at all.
    tokens.remember('forge:c', jwt(now / 1000 - 1));
    expect(tokens.token('forge:c')).toBeUndefined();
  });

  it('keep the latest token, and drop a refused one unless a newer one came', () => {
    const tokens = createForgeSystemTokens();
    const first = new RedactedSecret('first');
    const second = new RedactedSecret('second');
    tokens.remember('forge:a', first);
    tokens.remember('forge:a', second);
    expect(tokens.token('forge:a')).toBe(second);
    tokens.forget('forge:a', first);
    expect(tokens.token('forge:a')).toBe(second);
    tokens.forget('forge:a', second);
    expect(tokens.token('forge:a')).toBeUndefined();
  });
});

describe('calls back through apiBaseUrl', () => {
  const secret = 'sys.tok.en-secret';
  const seen: { url: string; authorization: string | null }[] = [];
  const answering =
    (status: number, body: unknown): typeof fetch =>
    async (input, init) => {
      seen.push({
        url: String(input),
        authorization: new Headers(init?.headers).get('authorization'),
      });
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    };

  it('send the token as Bearer to apiBaseUrl (Confluence under /wiki), and drop it on a 401', async () => {
    const tokens = createForgeSystemTokens();
    tokens.remember('forge:confluence-installation', new RedactedSecret(secret));
    const api = createForgeApi({ tokens, fetch: answering(200, { id: '1' }) });
    const answer = await api.request(tenant('confluence'), 'GET', '/rest/api/content/1');
    expect(answer).toEqual({ status: 200, body: { id: '1' } });
    expect(seen.at(-1)).toEqual({
      url: 'https://api.atlassian.com/ex/confluence/cloud-1/wiki/rest/api/content/1',
      authorization: `Bearer ${secret}`,
    });
    const refusing = createForgeApi({ tokens, fetch: answering(401, {}) });
    expect((await refusing.request(tenant('confluence'), 'GET', '/x')).status).toBe(401);
    expect(tokens.token('forge:confluence-installation')).toBeUndefined();
    expect(api.siteUrl(tenant('jira'))).toBe('https://acme.atlassian.net');
  });

  it('fail without a token, and never say the token when they fail', async () => {
    const tokens = createForgeSystemTokens();
    const api = createForgeApi({
      tokens,
      fetch: async () => {
        throw new TypeError(`fetch failed for ${secret}`);
      },
    });
    const missing = await api.request(tenant('jira'), 'GET', '/rest/api/3/myself').catch((e) => e);
    expect(missing).toBeInstanceOf(HostCallError);
    tokens.remember('forge:jira-installation', new RedactedSecret(secret));
    const failed: unknown = await api
      .request(tenant('jira'), 'GET', '/rest/api/3/myself')
      .catch((e) => e);
    expect(failed).toBeInstanceOf(HostCallError);
    for (const text of [
      String(failed),
      inspect(failed),
      JSON.stringify(tokens.token('forge:jira-installation')),
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
