/**
 * Our own session token, minted after a verified page load or API call so the client can
 * keep calling the API: HS256 with the tenant's shared secret, `iss` = our app key,
 * `aud` = [clientKey], no `qsh` (the same shape as ACE's `X-acpt` token).
 */
import { encodeSymmetric, SymmetricAlgorithm } from 'atlassian-jwt';
import type { Tenant } from '../../db/repositories/tenants-repository';

export const SESSION_TOKEN_TTL_SECONDS = 15 * 60;
/** Renew when less than this is left, so an active user never runs into expiry. */
export const SESSION_TOKEN_RENEW_BELOW_SECONDS = 10 * 60;

export function mintSessionToken(
  tenant: Tenant,
  accountId: string,
  context: Record<string, unknown>,
  now: number = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  return encodeSymmetric(
    {
      iss: tenant.appKey,
      aud: [tenant.clientKey],
      sub: accountId,
      iat,
      exp: iat + SESSION_TOKEN_TTL_SECONDS,
      context,
    },
    tenant.sharedSecret,
    SymmetricAlgorithm.HS256,
  );
}
