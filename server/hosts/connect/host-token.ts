/**
 * Verifies the HS256 tokens Jira and Confluence send, and our own session tokens
 * (reference: Atlassian's "Understanding JWT for Connect apps"; docs/SECURITY.md).
 *
 * - page token: the host signs one request; `qsh` must match method, path and query.
 *   Page loads, webhooks and workflow post-function triggers carry these.
 * - context token: `AP.context.getToken()`; `qsh` is the fixed string "context-qsh".
 * - session token: minted by us after a verified page load (session-token.ts).
 *
 * The API accepts context and session tokens only, never a page token bound to a URL.
 */
import {
  createQueryStringHash,
  decodeSymmetric,
  SymmetricAlgorithm,
  type Params,
} from 'atlassian-jwt';
import type { Tenant, TenantsRepository } from '../../db/repositories/tenants-repository';
import { APP_KEYS, type ConnectProduct } from './descriptors';
import { isStorableText } from '../../../shared/fields';
import { TokenError, type TokenFailure } from '../../errors';

export type TokenKind = 'page' | 'context' | 'session';

export { TokenError, type TokenFailure };

export interface VerifiedToken {
  kind: TokenKind;
  tenant: Tenant;
  accountId: string | undefined;
  context: Record<string, unknown>;
  issuedAt: number;
  expiresAt: number;
}

interface Claims {
  iss?: unknown;
  sub?: unknown;
  aud?: unknown;
  exp?: unknown;
  iat?: unknown;
  qsh?: unknown;
  context?: unknown;
}

/** The request a page token must be bound to, relative to the app's base URL. */
export interface BoundRequest {
  method: string;
  relativePath: string;
  query: Params;
}

export interface VerifyOptions {
  accept: readonly TokenKind[];
  /** Required when `page` tokens are accepted. */
  request?: BoundRequest;
  /** The app the route belongs to; the token's tenant must be of this product. */
  product?: ConnectProduct;
  now?: () => number;
}

const APP_KEY_SET = new Set(Object.values(APP_KEYS));

function decodeSegment(segment: string | undefined): Record<string, unknown> {
  if (!segment) throw new TokenError('malformed');
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    if (!value || typeof value !== 'object') throw new TokenError('malformed');
    return value as Record<string, unknown>;
  } catch (error) {
    if (error instanceof TokenError) throw error;
    throw new TokenError('malformed');
  }
}

/** Which tenant a token claims to be for: `aud[0]` when present (our session tokens), else `iss`. */
function claimedTenantKey(claims: Claims): string | undefined {
  const aud = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
  const key = aud ?? claims.iss;
  // A key the tenants table could not hold (NUL, too long) names no tenant: never look it up.
  const storable = typeof key === 'string' && key.length <= 255 && isStorableText(key);
  return storable && key.length > 0 ? key : undefined;
}

export function queryStringHashOf(request: BoundRequest): string {
  return createQueryStringHash({
    method: request.method.toUpperCase(),
    pathname: request.relativePath,
    query: request.query,
  });
}

function kindOf(claims: Claims, tenant: Tenant, request: BoundRequest | undefined): TokenKind {
  if (typeof claims.iss === 'string' && APP_KEY_SET.has(claims.iss)) {
    // Our own session token: issued by the tenant's app, no qsh.
    if (claims.iss !== tenant.appKey || claims.qsh !== undefined) throw new TokenError('kind');
    return 'session';
  }
  if (claims.iss !== tenant.clientKey) throw new TokenError('unknown_issuer');
  if (claims.qsh === 'context-qsh') return 'context';
  if (typeof claims.qsh !== 'string') throw new TokenError('qsh');
  if (!request || claims.qsh !== queryStringHashOf(request)) throw new TokenError('qsh');
  return 'page';
}

export async function verifyConnectToken(
  token: string | undefined,
  tenants: TenantsRepository,
  options: VerifyOptions,
): Promise<VerifiedToken> {
  if (!token) throw new TokenError('missing');
  const segments = token.split('.');
  if (segments.length !== 3) throw new TokenError('malformed');
  const header = decodeSegment(segments[0]);
  // Only HS256: this refuses `alg: none`, RS256 confusion and the other HMAC sizes.
  if (header.alg !== 'HS256') throw new TokenError('algorithm');
  const unverified = decodeSegment(segments[1]) as Claims;

  const tenantKey = claimedTenantKey(unverified);
  const tenant = tenantKey ? await tenants.find(tenantKey) : undefined;
  if (!tenant) throw new TokenError('unknown_issuer');
  if (tenant.state !== 'installed') throw new TokenError('tenant_inactive');

  let claims: Claims;
  try {
    claims = decodeSymmetric(token, tenant.sharedSecret, SymmetricAlgorithm.HS256) as Claims;
  } catch {
    throw new TokenError('signature');
  }

  const now = Math.floor((options.now ?? Date.now)() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= now) throw new TokenError('expired');

  const kind = kindOf(claims, tenant, options.request);
  if (!options.accept.includes(kind)) throw new TokenError('kind');
  if (options.product && tenant.productType !== options.product) throw new TokenError('product');

  return {
    kind,
    tenant,
    accountId: typeof claims.sub === 'string' && claims.sub ? claims.sub : undefined,
    context:
      claims.context && typeof claims.context === 'object'
        ? (claims.context as Record<string, unknown>)
        : {},
    issuedAt: typeof claims.iat === 'number' ? claims.iat : now,
    expiresAt: claims.exp,
  };
}

/** `Authorization: JWT <token>` or the `jwt` query parameter. */
export function tokenFromAuthorization(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^JWT\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}
