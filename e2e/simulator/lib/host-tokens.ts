/**
 * Tokens a Jira or Confluence Cloud site signs, built the way the real hosts build them
 * (../../../docs/CONNECT.md, Atlassian's "Understanding JWT for Connect apps").
 * Used by the host simulator and by the server's HTTP tests.
 */
import {
  AsymmetricAlgorithm,
  createQueryStringHash,
  decodeSymmetric,
  encodeAsymmetric,
  encodeSymmetric,
  fromMethodAndUrl,
  SymmetricAlgorithm,
} from 'atlassian-jwt';
import type { SigningKey } from './signing-key';

/** One installation of one app into one site, as the host remembers it. */
export interface HostTenant {
  clientKey: string;
  sharedSecret: string;
  /** The product's base URL: `http://127.0.0.1:3100` (Jira) or `http://127.0.0.1:3100/wiki` (Confluence). */
  baseUrl: string;
  productType: 'jira' | 'confluence';
  appKey: string;
  /** The app's `baseUrl` from its descriptor. */
  appBaseUrl: string;
  /** Sent with `installed`: names the installation to the user-impersonation grant. */
  oauthClientId?: string;
  /** The installed descriptor's scopes, uppercase (what its tokens may be granted). */
  scopes?: readonly string[];
}

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** The path of `url` relative to `baseUrl` (what `qsh` is computed over), with its query. */
export function relativeTo(baseUrl: string, url: string): string {
  const base = new URL(baseUrl);
  const target = new URL(url, base);
  const basePath = base.pathname.replace(/\/$/, '');
  const path =
    basePath && target.pathname.startsWith(basePath)
      ? target.pathname.slice(basePath.length)
      : target.pathname;
  return (path || '/') + target.search;
}

/** `qsh` for a request, as both sides compute it. `url` is relative to the receiver's base. */
export function queryStringHash(method: string, relativeUrl: string): string {
  const withoutJwt = new URL(relativeUrl, 'http://x');
  withoutJwt.searchParams.delete('jwt');
  return createQueryStringHash(
    fromMethodAndUrl(method.toUpperCase(), withoutJwt.pathname + withoutJwt.search),
  );
}

export interface LifecycleTokenInput {
  tenant: HostTenant;
  key: SigningKey;
  /** Lifecycle path relative to the app's base URL, e.g. `/installed`. */
  path: string;
  audience?: string;
  expiresInSeconds?: number;
  issuer?: string;
}

/** RS256 token of a signed lifecycle callback (`signed-install`). */
export function signLifecycleToken(input: LifecycleTokenInput): string {
  const iat = nowSeconds();
  return encodeAsymmetric(
    {
      iss: input.issuer ?? input.tenant.clientKey,
      sub: `connect:${input.tenant.clientKey}`,
      aud: [input.audience ?? input.tenant.appBaseUrl],
      iat,
      exp: iat + (input.expiresInSeconds ?? 180),
      qsh: queryStringHash('POST', input.path),
    },
    input.key.privateKeyPem,
    AsymmetricAlgorithm.RS256,
    { kid: input.key.kid },
  );
}

export interface PageTokenInput {
  tenant: HostTenant;
  /** Full iframe URL or a URL relative to the app's base URL, without `jwt`. */
  url: string;
  method?: string;
  accountId?: string;
  context?: Record<string, unknown>;
  expiresInSeconds?: number;
}

/** HS256 token bound to one request (`qsh`): page loads, webhooks, workflow triggers. */
export function signPageToken(input: PageTokenInput): string {
  const iat = nowSeconds();
  const relative = /^https?:/.test(input.url)
    ? relativeTo(input.tenant.appBaseUrl, input.url)
    : input.url;
  return encodeSymmetric(
    {
      iss: input.tenant.clientKey,
      ...(input.accountId ? { sub: input.accountId } : {}),
      iat,
      exp: iat + (input.expiresInSeconds ?? 900),
      qsh: queryStringHash(input.method ?? 'GET', relative),
      context: input.context ?? {},
    },
    input.tenant.sharedSecret,
    SymmetricAlgorithm.HS256,
  );
}

export interface ContextTokenInput {
  tenant: HostTenant;
  accountId: string;
  context?: Record<string, unknown>;
  expiresInSeconds?: number;
}

/** What `AP.context.getToken()` returns: HS256 with `qsh: "context-qsh"`. */
export function signContextToken(input: ContextTokenInput): string {
  const iat = nowSeconds();
  return encodeSymmetric(
    {
      iss: input.tenant.clientKey,
      sub: input.accountId,
      iat,
      exp: iat + (input.expiresInSeconds ?? 900),
      qsh: 'context-qsh',
      context: input.context ?? {},
    },
    input.tenant.sharedSecret,
    SymmetricAlgorithm.HS256,
  );
}

export type AppTokenCheck =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'malformed' | 'signature' | 'expired' | 'qsh' | 'issuer' };

/**
 * Checks the JWT an app sends to the host's REST API (ACE's http client): HS256 with the
 * tenant's secret, `iss` = app key, `qsh` over the path relative to the product base URL.
 */
export function verifyAppToken(
  authorization: string | undefined,
  tenant: HostTenant,
  method: string,
  fullUrl: string,
): AppTokenCheck {
  if (!authorization?.startsWith('JWT ')) return { ok: false, reason: 'missing' };
  let claims: { iss?: string; exp?: number; qsh?: string };
  try {
    claims = decodeSymmetric(
      authorization.slice(4),
      tenant.sharedSecret,
      SymmetricAlgorithm.HS256,
    ) as typeof claims;
  } catch (error) {
    return { ok: false, reason: /signature/i.test(String(error)) ? 'signature' : 'malformed' };
  }
  if (claims.iss !== tenant.appKey) return { ok: false, reason: 'issuer' };
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds())
    return { ok: false, reason: 'expired' };
  if (claims.qsh !== queryStringHash(method, relativeTo(tenant.baseUrl, fullUrl)))
    return { ok: false, reason: 'qsh' };
  return { ok: true };
}
