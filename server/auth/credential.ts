/**
 * One verifier per kind of credential (docs/ARCHITECTURE.md, "Identities"). Each turns the
 * credential a request carries into a RequestContext (built with caller-contexts.ts), so routes
 * and services never learn which one was used: here the portal user's Firebase ID token and the
 * API key; in the hosts' folders the Connect context or session token
 * (hosts/connect/api-token-credential.ts) and the Forge invocation token
 * (hosts/forge/invocation-token.ts). The share link's comes next.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Language } from '../../shared/language';
import type { RequestContext } from './request-context';

/** What a verifier sees of the request besides the credential. */
export interface CredentialRequest {
  /** For what comes beside the credential (Forge's OAuth tokens). */
  headers: IncomingHttpHeaders;
  /** The caller's language, from the request (Accept-Language). */
  locale: Language;
}

export interface Authenticated {
  ctx: RequestContext;
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
  /** The caller, or a thrown 401 (TokenError or AppError) for a credential that does not hold. */
  verify(authorization: string, request: CredentialRequest): Promise<Authenticated>;
}
