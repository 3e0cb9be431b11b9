/**
 * Verifies a Forge Invocation Token (FIT, docs/FORGE.md): the JWT Atlassian sends as
 * `Authorization: Bearer …` with every Forge Remote call. Checked, in this order:
 *
 * 1. three base64url segments; header `alg` exactly `RS256` (so `none`, HS256 with the public
 *    key as secret and every other algorithm are refused) and a `kid`;
 * 2. the RS256 signature, with the key of that `kid` from Atlassian's JWKS (forge-jwks.ts);
 * 3. `iss` exactly `forge/invocation-token`; `aud` names one of our app ids (FORGE_APP_IDS),
 *    and `app.id`, when present, is that id;
 * 4. `exp`, `nbf` and `iat` present (as toolsplus requires), `exp` not past and `nbf`/`iat` not
 *    ahead of now, each with CLOCK_LEEWAY_SECONDS;
 * 5. `app.installationId` (an installation ARI) and `app.apiBaseUrl` ending in
 *    `/ex/jira/<cloudId>` or `/ex/confluence/<cloudId>` (the product and the site); a signed
 *    `context.cloudId`, when present, must name the same site; `principal` a string or absent.
 *
 * Every failure is a TokenError (401, its reason logged, never the token).
 */
import { verify as verifySignature } from 'node:crypto';
import { serviceUnavailable, TokenError, type TokenFailure } from '../../errors';
import type { MessageKey } from '../../i18n/messages';
import { JwksUnavailableError, type ForgeKeys } from './jwks';

export const FORGE_ISSUER = 'forge/invocation-token';
/** Tolerated clock difference between Atlassian and us. */
export const CLOCK_LEEWAY_SECONDS = 30;

const SEGMENT = /^[A-Za-z0-9_-]+$/;
const INSTALLATION = /^ari:cloud:ecosystem::installation\/([A-Za-z0-9._-]{1,100})$/;
const API_PATH = /\/ex\/(jira|confluence)\/([A-Za-z0-9-]{1,100})\/?$/;
const MAX_TEXT = 1000;

export interface ForgeInvocation {
  appId: string;
  /** `ari:cloud:ecosystem::installation/<id>` and its `<id>`. */
  installationId: string;
  installationKey: string;
  apiBaseUrl: string;
  product: 'jira' | 'confluence';
  cloudId: string;
  /** The signed context's `siteUrl` (UI calls), else null. */
  siteUrl: string | null;
  environment: { type: string; id: string } | null;
  moduleKey: string | null;
  /** The user's account id (UI calls); null for events and backend calls. */
  principal: string | null;
  /** The signed product context (UI calls: cloudId, extension, localId…), else `{}`. */
  context: Record<string, unknown>;
  expiresAt: number;
}

type Claims = Record<string, unknown>;

const refuse = (reason: TokenFailure, messageKey: MessageKey = 'errors.forgeTokenInvalid') =>
  new TokenError(reason, messageKey);

/** A segment's JSON object, or undefined when it is none. */
export function decodeJwtSegment(segment: string | undefined): Claims | undefined {
  if (!segment || !SEGMENT.test(segment)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Claims)
      : undefined;
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Claims =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' && value.length <= MAX_TEXT ? value : null;

export async function verifyInvocationToken(
  token: string,
  options: { keys: ForgeKeys; appIds: readonly string[]; now?: () => number },
): Promise<ForgeInvocation> {
  const segments = token.split('.');
  // The signature may be empty here: an unsigned token is refused for its `alg` below.
  if (segments.length !== 3 || !/^[A-Za-z0-9_-]*$/.test(segments[2] ?? '')) {
    throw refuse('malformed');
  }
  const [headerSegment, payloadSegment, signatureSegment] = segments as [string, string, string];
  const header = decodeJwtSegment(headerSegment);
  if (!header) throw refuse('malformed');
  if (header.alg !== 'RS256') throw refuse('algorithm');
  const kid = text(header.kid);
  if (!kid) throw refuse('malformed');

  let key;
  try {
    key = await options.keys.key(kid);
  } catch (error) {
    if (error instanceof JwksUnavailableError)
      throw serviceUnavailable('errors.forgeKeysUnavailable');
    throw error;
  }
  const signed = Buffer.from(`${headerSegment}.${payloadSegment}`);
  const signature = Buffer.from(signatureSegment, 'base64url');
  if (!key || !verifySignature('RSA-SHA256', signed, key, signature)) throw refuse('signature');

  const claims = decodeJwtSegment(payloadSegment);
  if (!claims) throw refuse('malformed');
  if (claims.iss !== FORGE_ISSUER) throw refuse('unknown_issuer');
  const audiences = Array.isArray(claims.aud) ? (claims.aud as unknown[]) : [claims.aud];
  const appId = audiences.find(
    (aud): aud is string => typeof aud === 'string' && options.appIds.includes(aud),
  );
  if (!appId) throw refuse('audience', 'errors.forgeOtherApp');
  checkTimes(claims, Math.floor((options.now ?? Date.now)() / 1000));
  return invocationOf(claims, appId);
}

function checkTimes(claims: Claims, now: number): void {
  const { exp, nbf, iat } = claims;
  if (![exp, nbf, iat].every((t) => typeof t === 'number' && Number.isFinite(t))) {
    throw refuse('claims');
  }
  if ((exp as number) + CLOCK_LEEWAY_SECONDS <= now) {
    throw refuse('expired', 'errors.forgeTokenExpired');
  }
  if (
    (nbf as number) - CLOCK_LEEWAY_SECONDS > now ||
    (iat as number) - CLOCK_LEEWAY_SECONDS > now
  ) {
    throw refuse('not_yet_valid');
  }
}

function invocationOf(claims: Claims, appId: string): ForgeInvocation {
  const app = isObject(claims.app) ? claims.app : undefined;
  if (!app) throw refuse('claims');
  if (app.id !== undefined && app.id !== appId) throw refuse('audience', 'errors.forgeOtherApp');
  const installationId = text(app.installationId);
  const installationKey = installationId && INSTALLATION.exec(installationId)?.[1];
  if (!installationId || !installationKey) throw refuse('claims');

  const apiBaseUrl = text(app.apiBaseUrl);
  const url = apiBaseUrl && URL.canParse(apiBaseUrl) ? new URL(apiBaseUrl) : undefined;
  const site = url && /^https?:$/.test(url.protocol) ? API_PATH.exec(url.pathname) : null;
  if (!apiBaseUrl || !site) throw refuse('claims');
  const product = site[1] as 'jira' | 'confluence';
  const cloudId = site[2] as string;

  const context = claims.context === undefined ? {} : claims.context;
  if (!isObject(context)) throw refuse('claims');
  if (context.cloudId !== undefined && context.cloudId !== cloudId) throw refuse('claims');

  const principal = claims.principal ?? null;
  if (principal !== null && !text(principal)) throw refuse('claims');

  const environment = isObject(app.environment) ? app.environment : undefined;
  const environmentType = text(environment?.type);
  const environmentId = text(environment?.id);
  const module = isObject(app.module) ? app.module : undefined;
  return {
    appId,
    installationId,
    installationKey,
    apiBaseUrl: apiBaseUrl.replace(/\/+$/, ''),
    product,
    cloudId,
    siteUrl: text(context.siteUrl),
    environment:
      environmentType && environmentId ? { type: environmentType, id: environmentId } : null,
    moduleKey: text(module?.key),
    principal: principal as string | null,
    context,
    expiresAt: claims.exp as number,
  };
}
