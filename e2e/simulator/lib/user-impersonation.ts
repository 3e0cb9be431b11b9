/**
 * Atlassian's authorization server for Connect apps' user impersonation ("User impersonation
 * for Connect apps", developer.atlassian.com; the JWT Bearer grant of RFC 7523 as
 * atlassian-oauth2 sends it): `POST <server>/oauth2/token`, form-encoded
 * `grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer`, `assertion=<JWT>` and optionally
 * `scope` (space-separated, uppercase). The assertion is HS256-signed with the installation's
 * shared secret and claims
 *   iss `urn:atlassian:connect:clientid:<oauthClientId of the install payload>`,
 *   sub `urn:atlassian:connect:useraccountid:<account id>`,
 *   tnt the site's base URL (Confluence's with `/wiki`), aud the authorization server,
 *   iat, exp.
 * The answer is `{ access_token, expires_in, token_type: 'Bearer' }`; the product's REST then
 * takes `Authorization: Bearer <access_token>` as that person. Only apps whose descriptor has
 * the ACT_AS_USER scope get one, and only for scopes their descriptor has.
 * Used by the host simulator and by the server's HTTP tests (server/test/test-host.ts).
 */
import { randomBytes } from 'node:crypto';
import { decodeSymmetric, SymmetricAlgorithm } from 'atlassian-jwt';
import { findUser } from './directory';

export const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const ISSUER_PREFIX = 'urn:atlassian:connect:clientid:';
const SUBJECT_PREFIX = 'urn:atlassian:connect:useraccountid:';
/** How long an access token lasts (Atlassian's are 15 minutes). */
export const USER_TOKEN_SECONDS = 900;
/** An assertion lives for a minute (atlassian-oauth2 signs them for 60 s). */
const MAX_ASSERTION_SECONDS = 300;

/** An installation as the authorization server knows it. */
export interface ImpersonationClient {
  clientKey: string;
  sharedSecret: string;
  /** The product's base URL (the assertion's `tnt`). */
  baseUrl: string;
  oauthClientId: string;
  /** The scopes of the installed descriptor, uppercase. */
  scopes: readonly string[];
}

export interface UserGrant {
  clientKey: string;
  accountId: string;
  scopes: string[];
  expiresAt: number;
}

export type TokenAnswer =
  | { status: 200; body: { access_token: string; expires_in: number; token_type: 'Bearer' } }
  | { status: 400 | 401; body: { error: string; error_description: string } };

const refuse = (status: 400 | 401, error: string, description: string): TokenAnswer => ({
  status,
  body: { error, error_description: description },
});

const peekClaims = (token: string): Record<string, unknown> | undefined => {
  try {
    const claims = decodeSymmetric(token, '', SymmetricAlgorithm.HS256, true) as unknown;
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/** The authorization server: grants by the rules above, and the tokens it issued. */
export class ImpersonationServer {
  private readonly grants = new Map<string, UserGrant>();

  constructor(
    private readonly clients: () => readonly ImpersonationClient[],
    private readonly now: () => number = Date.now,
  ) {}

  /** `audience`: the server's own URL, as it was called (the assertion's `aud`). */
  token(form: Record<string, unknown>, audience: string): TokenAnswer {
    if (form.grant_type !== JWT_BEARER_GRANT)
      return refuse(400, 'unsupported_grant_type', `grant_type must be ${JWT_BEARER_GRANT}`);
    const assertion = typeof form.assertion === 'string' ? form.assertion : '';
    const peeked = peekClaims(assertion);
    if (!peeked) return refuse(400, 'invalid_request', 'assertion is not a JWT');
    const iss = String(peeked.iss ?? '');
    const client = iss.startsWith(ISSUER_PREFIX)
      ? this.clients().find((c) => c.oauthClientId === iss.slice(ISSUER_PREFIX.length))
      : undefined;
    if (!client) return refuse(401, 'invalid_client', `unknown issuer ${iss}`);
    let claims: Record<string, unknown>;
    try {
      claims = decodeSymmetric(assertion, client.sharedSecret, SymmetricAlgorithm.HS256) as Record<
        string,
        unknown
      >;
    } catch {
      return refuse(400, 'invalid_grant', 'the assertion is not signed with the shared secret');
    }
    const seconds = Math.floor(this.now() / 1000);
    const { iat, exp } = claims;
    if (typeof iat !== 'number' || typeof exp !== 'number' || exp <= seconds)
      return refuse(400, 'invalid_grant', 'the assertion has expired or has no iat/exp');
    if (exp - iat > MAX_ASSERTION_SECONDS)
      return refuse(400, 'invalid_grant', 'the assertion lives too long');
    // atlassian-jwt's decoder hands `aud` back as a list.
    const aud = Array.isArray(claims.aud) ? (claims.aud as unknown[]) : [claims.aud];
    if (aud.length !== 1 || aud[0] !== audience)
      return refuse(400, 'invalid_grant', `aud must be ${audience}`);
    if (claims.tnt !== client.baseUrl)
      return refuse(400, 'invalid_grant', `tnt must be the site's base URL ${client.baseUrl}`);
    const sub = String(claims.sub ?? '');
    const user = sub.startsWith(SUBJECT_PREFIX)
      ? findUser(sub.slice(SUBJECT_PREFIX.length))
      : undefined;
    if (!user || user.accountId !== sub.slice(SUBJECT_PREFIX.length))
      return refuse(400, 'invalid_grant', `sub must name a user: ${SUBJECT_PREFIX}<accountId>`);
    if (!client.scopes.includes('ACT_AS_USER'))
      return refuse(
        400,
        'unauthorized_client',
        "the app's descriptor does not have the ACT_AS_USER scope",
      );
    const asked =
      typeof form.scope === 'string' && form.scope.trim()
        ? form.scope.trim().split(/\s+/)
        : [...client.scopes];
    const beyond = asked.filter((scope) => !client.scopes.includes(scope));
    if (beyond.length > 0)
      return refuse(400, 'invalid_scope', `scopes beyond the descriptor's: ${beyond.join(' ')}`);
    const accessToken = randomBytes(32).toString('base64url');
    this.grants.set(accessToken, {
      clientKey: client.clientKey,
      accountId: user.accountId,
      scopes: asked,
      expiresAt: this.now() + USER_TOKEN_SECONDS * 1000,
    });
    return {
      status: 200,
      body: { access_token: accessToken, expires_in: USER_TOKEN_SECONDS, token_type: 'Bearer' },
    };
  }

  /** The grant behind `Authorization: Bearer <token>`, if it is one of ours and still valid. */
  grantOf(authorization: string | undefined): UserGrant | undefined {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    const grant = token ? this.grants.get(token) : undefined;
    return grant && grant.expiresAt > this.now() ? grant : undefined;
  }
}
