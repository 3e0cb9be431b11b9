/**
 * One verifier per kind of credential (docs/ARCHITECTURE.md, "Identities"). Each turns the
 * credential a request carries into the same RequestContext, so routes and services never
 * learn which one was used. Today: the Connect context or session token (API calls), the
 * Connect page token (page loads), the Connect request token (Jira's webhooks and workflow
 * calls), the Firebase ID token, the API key, the Forge invocation token. Later ones take
 * their place here: share link.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestContext } from './request-context';

/** The caller's identity and rights; the language comes from the request itself. */
export type Identity = Omit<RequestContext, 'locale'>;

export interface Authenticated {
  identity: Identity;
  /** A header to send back with the answer (a renewed session token), if any. */
  renewal?: { header: string; value: string };
}

/** Verifies one kind of `Authorization` credential for the JSON API. */
export interface CredentialVerifier {
  /**
   * Whether the header is this verifier's kind of credential: by its scheme (and, for Bearer
   * JWTs, their unverified `iss`), not by trying.
   */
  accepts(authorization: string): boolean;
  /**
   * The caller, or a thrown 401 (TokenError or AppError) for a credential that does not hold.
   * `headers`: the request's, for what comes beside the credential (Forge's OAuth tokens).
   */
  verify(authorization: string, headers?: IncomingHttpHeaders): Promise<Authenticated>;
}
