/**
 * The credential the API client sends. Inside Jira and Confluence it is the Connect
 * session token: first from the page's `jwt` query parameter (the server puts its own
 * session token there, docs/PRODUCT.md, "Screens and routes"), then renewed from `X-acpt` answers
 * or, when it has expired, from a fresh host context token. Kept in memory only: storage
 * and cookies are unavailable in a cross-site iframe.
 */
import { SHARE_AUTH_SCHEME, SHARE_VISITOR_HEADER } from '../../shared/share-link';

type Listener = (token: string | null) => void;

let sessionToken: string | null = null;
const listeners = new Set<Listener>();

export function getSessionToken(): string | null {
  return sessionToken;
}

export function setSessionToken(token: string | null): void {
  if (token === sessionToken) return;
  sessionToken = token;
  for (const listener of listeners) listener(token);
}

export function onSessionTokenChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps a `jwt` query parameter as the session token (called before each navigation). */
export function keepTokenFromSearch(search: string): void {
  const token = new URLSearchParams(search).get('jwt');
  if (token) setSessionToken(token);
}

/**
 * The portal's credential: a Firebase ID token, sent as `Bearer` (docs/PORTAL.md). The source
 * is Firebase's `getIdToken()`, which refreshes the token itself before it expires; set while a
 * portal user is signed in, null otherwise.
 */
export type BearerSource = () => Promise<string | null>;
let bearerSource: BearerSource | null = null;

export function setBearerSource(source: BearerSource | null): void {
  bearerSource = source;
}

/**
 * A share link's page (`/s/:shareUid`, docs/SHARING.md): the link is the credential, sent as
 * `Share <shareUid>`, and the name the visitor gave comes with it (URI-encoded).
 */
let shareLink: { uid: string; visitor: string | null } | null = null;

export function setShareLink(uid: string | null): void {
  shareLink = uid ? { uid, visitor: shareLink?.visitor ?? null } : null;
}

/** Whether this page's credential is a share link (it may call only what the link allows). */
export function hasShareLink(): boolean {
  return shareLink !== null;
}

/**
 * The app's pages a share link opens (`/external/stats/:shareUid`, docs/STATISTICS.md): the
 * link in the address becomes the page's credential before the app starts.
 */
export function keepShareLinkFromPath(pathname: string): void {
  const shareUid = /^\/external\/stats\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (shareUid) setShareLink(shareUid);
}

export function setShareVisitor(name: string | null): void {
  if (shareLink) shareLink = { ...shareLink, visitor: name };
}

/** Headers that come beside the credential: a share link's visitor name. */
export function credentialHeaders(): Record<string, string> {
  return shareLink?.visitor
    ? { [SHARE_VISITOR_HEADER]: encodeURIComponent(shareLink.visitor) }
    : {};
}

/** The `Authorization` header for the current credential, if there is one. */
export async function authorizationHeader(): Promise<string | null> {
  if (shareLink) return `${SHARE_AUTH_SCHEME} ${shareLink.uid}`;
  if (bearerSource) {
    const token = await bearerSource();
    if (token) return `Bearer ${token}`;
  }
  return sessionToken ? `JWT ${sessionToken}` : null;
}

/**
 * Where a fresh Connect context token comes from once the session token has run out (a 401 on
 * a long-open page): `AP.context.getToken`, set by the Connect host at start
 * (host/host-bridge.ts); null elsewhere (Forge calls carry their own token, the portal its own).
 */
export type SessionRenewal = () => Promise<string>;
let sessionRenewal: SessionRenewal | null = null;

export function setSessionRenewal(renewal: SessionRenewal | null): void {
  sessionRenewal = renewal;
}

export function getSessionRenewal(): SessionRenewal | null {
  return sessionRenewal;
}
