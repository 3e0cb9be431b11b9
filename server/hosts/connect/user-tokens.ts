/**
 * Connect's way to act as a person: Atlassian's user impersonation ("User impersonation for
 * Connect apps", developer.atlassian.com; the JWT Bearer grant of RFC 7523, as
 * atlassian-oauth2 sends it). The app posts to `<CONNECT_OAUTH_URL>/oauth2/token`, form-encoded,
 * `grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer`, `scope=READ ACT_AS_USER` and an
 * assertion HS256-signed with the installation's shared secret:
 *   iss `urn:atlassian:connect:clientid:<oauthClientId of the install payload>`,
 *   sub `urn:atlassian:connect:useraccountid:<account id>`,
 *   tnt the site's base URL (Confluence's ends in /wiki), aud the authorization server,
 *   iat, exp (60 s later).
 * The answer `{ access_token, expires_in, token_type: 'Bearer' }` is kept per installation and
 * person until a minute before it expires (in this process's memory, like ACE keeps it; at
 * most 50,000), so a page of reads costs one grant per person a quarter of an hour. Parallel
 * calls for one person share one grant. Only descriptors with ACT_AS_USER get tokens.
 *
 * Tokens are RedactedSecret and never logged; a refused or failed grant is a HostCallError
 * without the assertion, so callers fail closed (503).
 */
import { encodeSymmetric, SymmetricAlgorithm } from 'atlassian-jwt';
import type { Tenant } from '../../db/repositories/tenants-repository';
import { RedactedSecret } from '../../lib/redacted-secret';
import { HostCallError } from '../../products/host-rest';

export const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
/** What the tokens may do: read, as the person (least scope: the reads need no more). */
export const USER_TOKEN_SCOPES = 'READ ACT_AS_USER';
const ASSERTION_SECONDS = 60;
/** Not used in its last minute: a call takes time, and clocks differ. */
const MARGIN_MS = 60_000;
const MAX_TOKENS = 50_000;
const TIMEOUT_MS = 10_000;

export interface ConnectUserTokens {
  /** A token acting as the person; HostCallError when none can be had. */
  token(tenant: Tenant, accountId: string): Promise<RedactedSecret>;
  /** Drops a token the product refused (401), so the next call asks for a new one. */
  forget(tenant: Tenant, accountId: string, token: RedactedSecret): void;
}

/** The installation's OAuth client id, from its install payload (kept in `details`). */
export const oauthClientIdOf = (tenant: Tenant): string | undefined => {
  const id = tenant.details.oauthClientId;
  return typeof id === 'string' && id !== '' ? id : undefined;
};

interface Kept {
  token: RedactedSecret;
  usableUntil: number;
}

export function createConnectUserTokens(options: {
  /** CONNECT_OAUTH_URL, without a trailing slash: where to ask, and the assertion's `aud`. */
  authorizationServer: string;
  fetch?: typeof fetch;
  now?: () => number;
}): ConnectUserTokens {
  const send = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const kept = new Map<string, Kept>();
  const asking = new Map<string, Promise<RedactedSecret>>();
  // A reinstall brings a new secret (and perhaps a new client id): its tokens are new ones.
  const keyOf = (tenant: Tenant, accountId: string) =>
    `${tenant.clientKey}\u0000${oauthClientIdOf(tenant) ?? ''}\u0000${accountId}`;

  const grant = async (tenant: Tenant, accountId: string): Promise<RedactedSecret> => {
    const clientId = oauthClientIdOf(tenant);
    if (!clientId) throw new HostCallError(undefined, 'the installation has no oauthClientId');
    const iat = Math.floor(now() / 1000);
    const assertion = encodeSymmetric(
      {
        iss: `urn:atlassian:connect:clientid:${clientId}`,
        sub: `urn:atlassian:connect:useraccountid:${accountId}`,
        tnt: tenant.baseUrl,
        aud: options.authorizationServer,
        iat,
        exp: iat + ASSERTION_SECONDS,
      },
      tenant.sharedSecret,
      SymmetricAlgorithm.HS256,
    );
    let response: Response;
    try {
      response = await send(`${options.authorizationServer}/oauth2/token`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: new URLSearchParams({
          grant_type: JWT_BEARER_GRANT,
          scope: USER_TOKEN_SCOPES,
          assertion,
        }).toString(),
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.name : 'error';
      throw new HostCallError(undefined, `user token grant failed (${reason})`);
    }
    const body = (await response.json().catch(() => undefined)) as
      { access_token?: unknown; expires_in?: unknown; error?: unknown } | undefined;
    if (!response.ok || typeof body?.access_token !== 'string') {
      const error = typeof body?.error === 'string' ? ` ${body.error.slice(0, 40)}` : '';
      throw new HostCallError(response.status, `user token grant → ${response.status}${error}`);
    }
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 900;
    const token = new RedactedSecret(body.access_token);
    const usableUntil = now() + seconds * 1000 - MARGIN_MS;
    if (usableUntil > now()) {
      if (kept.size >= MAX_TOKENS) {
        const oldest = kept.keys().next().value;
        if (oldest !== undefined) kept.delete(oldest);
      }
      kept.set(keyOf(tenant, accountId), { token, usableUntil });
    }
    return token;
  };

  return {
    token(tenant, accountId) {
      const key = keyOf(tenant, accountId);
      const entry = kept.get(key);
      if (entry && entry.usableUntil > now()) return Promise.resolve(entry.token);
      kept.delete(key);
      const pending = asking.get(key);
      if (pending) return pending;
      const started = grant(tenant, accountId).finally(() => asking.delete(key));
      asking.set(key, started);
      return started;
    },
    forget(tenant, accountId, token) {
      const key = keyOf(tenant, accountId);
      if (kept.get(key)?.token === token) kept.delete(key);
    },
  };
}
