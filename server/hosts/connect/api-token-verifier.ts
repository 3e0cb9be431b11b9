/**
 * The API's credential check: a context or session token, verified once and then recognised.
 *
 * A client sends the same token with every call until it runs low (minutes), and checking it
 * (two base64 decodes, JSON, an HMAC) was a tenth of the server's work on the cheapest API
 * calls (docs/PERFORMANCE.md). A token that verified is remembered by its exact text, and a
 * later call with the same text is accepted only while the token has not expired and its
 * tenant is still installed with the very secret that verified it: a reinstall (new secret),
 * an uninstall or a disable ends it at once. Refused tokens are never remembered.
 */
import type { TenantsRepository } from '../../db/repositories/tenants-repository';
import { TtlCache } from '../../lib/ttl-cache';
import { verifyConnectToken, type VerifiedToken } from './host-token';

/** How many verified tokens are remembered; the oldest go first. */
export const VERIFIED_TOKENS_MAX = 10_000;
/** A remembered token is verified again after this long, expired or not. */
export const VERIFIED_TOKEN_TTL_MS = 5 * 60_000;

export type ApiTokenVerifier = (token: string) => Promise<VerifiedToken>;

export function createApiTokenVerifier(
  tenants: TenantsRepository,
  now: () => number = Date.now,
): ApiTokenVerifier {
  const verified = new TtlCache<{ token: VerifiedToken; secret: string }>(
    VERIFIED_TOKEN_TTL_MS,
    VERIFIED_TOKENS_MAX,
    now,
  );

  const recognise = async (text: string): Promise<VerifiedToken | undefined> => {
    const known = verified.get(text);
    if (!known) return undefined;
    const tenant = await tenants.find(known.token.tenant.clientKey);
    if (
      known.token.expiresAt <= Math.floor(now() / 1000) ||
      tenant?.state !== 'installed' ||
      tenant.sharedSecret !== known.secret
    ) {
      verified.delete(text);
      return undefined;
    }
    return { ...known.token, tenant };
  };

  return async (text) => {
    const known = await recognise(text);
    if (known) return known;
    const token = await verifyConnectToken(text, tenants, {
      accept: ['context', 'session'],
      now,
    });
    verified.set(text, { token, secret: token.tenant.sharedSecret });
    return token;
  };
}
