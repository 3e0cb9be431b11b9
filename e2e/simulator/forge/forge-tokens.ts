/**
 * The tokens Forge gives an app, signed with the simulator's own RSA key (RS256):
 * - the Forge Invocation Token (FIT) on every call to the remote: `iss` forge/invocation-token,
 *   `aud` the app id, `app` (installation, apiBaseUrl, environment, module), the signed product
 *   `context` of UI calls and the user as `principal` (absent for events);
 * - the app's system token (`x-forge-oauth-system`), which the simulator's `/ex/...` REST takes
 *   as `Authorization: Bearer …`: a JWT only the simulator signs and checks;
 * - the user's token (`x-forge-oauth-user`, UI calls to endpoints with `appUserToken`): the
 *   same REST then acts as that person (`sub`).
 * The public key is served as a JWKS (`/forge/jwks.json`) for the app's FORGE_JWKS_URL.
 */
import { createPublicKey, randomUUID, sign, verify } from 'node:crypto';
import type { SigningKey } from '../lib/signing-key';
import type { ForgeProduct } from './forge-apps';

export const FIT_ISSUER = 'forge/invocation-token';
export const SYSTEM_TOKEN_ISSUER = 'sim/forge-app-system-token';
export const USER_TOKEN_ISSUER = 'sim/forge-app-user-token';
const FIT_SECONDS = 300;
const SYSTEM_TOKEN_SECONDS = 3600;

export interface ForgeInstallationClaims {
  appId: string;
  installationId: string;
  cloudId: string;
  product: ForgeProduct;
  environmentId: string;
  /** `<forge site origin>/ex/<product>/<cloudId>` */
  apiBaseUrl: string;
}

export interface InvocationInput {
  installation: ForgeInstallationClaims;
  module?: { type: string; key: string };
  /** The product context of a UI call (cloudId, siteUrl, moduleKey, localId, extension…). */
  context?: Record<string, unknown>;
  principal?: string;
  now?: number;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signRs256(key: SigningKey, claims: Record<string, unknown>): string {
  const input = `${b64({ alg: 'RS256', typ: 'JWT', kid: key.kid })}.${b64(claims)}`;
  return `${input}.${sign('RSA-SHA256', Buffer.from(input), key.privateKeyPem).toString('base64url')}`;
}

export function mintInvocationToken(key: SigningKey, input: InvocationInput): string {
  const now = Math.floor((input.now ?? Date.now()) / 1000);
  const { installation } = input;
  return signRs256(key, {
    iss: FIT_ISSUER,
    aud: installation.appId,
    iat: now,
    nbf: now,
    exp: now + FIT_SECONDS,
    jti: randomUUID(),
    app: {
      installationId: installation.installationId,
      apiBaseUrl: installation.apiBaseUrl,
      id: installation.appId,
      appVersion: '1.0.0',
      environment: { type: 'DEVELOPMENT', id: installation.environmentId },
      ...(input.module ? { module: input.module } : {}),
    },
    ...(input.context ? { context: { cloudId: installation.cloudId, ...input.context } } : {}),
    ...(input.principal ? { principal: input.principal } : {}),
  });
}

export function mintSystemToken(
  key: SigningKey,
  installation: ForgeInstallationClaims,
  now = Date.now(),
): string {
  const seconds = Math.floor(now / 1000);
  return signRs256(key, {
    iss: SYSTEM_TOKEN_ISSUER,
    sub: installation.appId,
    aud: 'api.atlassian.com',
    iat: seconds,
    exp: seconds + SYSTEM_TOKEN_SECONDS,
    jti: randomUUID(),
    installationId: installation.installationId,
    cloudId: installation.cloudId,
    product: installation.product,
  });
}

/** A person's token for calls back as them (`x-forge-oauth-user`). */
export function mintUserToken(
  key: SigningKey,
  installation: ForgeInstallationClaims,
  accountId: string,
  now = Date.now(),
): string {
  const seconds = Math.floor(now / 1000);
  return signRs256(key, {
    iss: USER_TOKEN_ISSUER,
    sub: accountId,
    aud: 'api.atlassian.com',
    iat: seconds,
    exp: seconds + SYSTEM_TOKEN_SECONDS,
    jti: randomUUID(),
    appId: installation.appId,
    installationId: installation.installationId,
    cloudId: installation.cloudId,
    product: installation.product,
  });
}

/** `accountId`: set for a user token (the call acts as that person), absent for the app's. */
export type SystemTokenCheck =
  | { ok: true; installationId: string; appId: string; accountId?: string }
  | { ok: false; reason: string };

/** Checks `Authorization: Bearer <system token>` for a call to `/ex/<product>/<cloudId>`. */
export function verifySystemToken(
  key: SigningKey,
  authorization: string | undefined,
  expected: { product: ForgeProduct; cloudId: string },
  now = Date.now(),
): SystemTokenCheck {
  const match = /^Bearer\s+([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(
    authorization?.trim() ?? '',
  );
  if (!match) return { ok: false, reason: 'no Bearer token' };
  const [, header, payload, signature] = match as unknown as [string, string, string, string];
  let head: Record<string, unknown>;
  let claims: Record<string, unknown>;
  try {
    head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>;
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return { ok: false, reason: 'malformed token' };
  }
  if (head.alg !== 'RS256' || head.kid !== key.kid) return { ok: false, reason: 'unknown key' };
  const valid = verify(
    'RSA-SHA256',
    Buffer.from(`${header}.${payload}`),
    key.publicKeyPem,
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) return { ok: false, reason: 'bad signature' };
  if (claims.iss !== SYSTEM_TOKEN_ISSUER && claims.iss !== USER_TOKEN_ISSUER)
    return { ok: false, reason: 'not a system or user token' };
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now)
    return { ok: false, reason: 'expired' };
  if (claims.product !== expected.product || claims.cloudId !== expected.cloudId)
    return { ok: false, reason: 'token for another site or product' };
  return claims.iss === USER_TOKEN_ISSUER
    ? {
        ok: true,
        installationId: String(claims.installationId),
        appId: String(claims.appId),
        accountId: String(claims.sub),
      }
    : { ok: true, installationId: String(claims.installationId), appId: String(claims.sub) };
}

/** The JWKS with the simulator's public key. */
export function jwksOf(key: SigningKey): { keys: Record<string, unknown>[] } {
  const jwk = createPublicKey(key.publicKeyPem).export({ format: 'jwk' });
  return { keys: [{ ...jwk, kid: key.kid, alg: 'RS256', use: 'sig' }] };
}
