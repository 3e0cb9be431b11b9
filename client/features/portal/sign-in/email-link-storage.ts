/**
 * The email link's bookkeeping: the address it went to (so the same browser need not ask
 * again) and the page URL it leads back to.
 */
import { EMAIL_FOR_LINK_STORAGE_KEY, EMAIL_LINK_PARAMS } from './sign-in-constants';

/** A storage failure with the code the error table knows. */
function storageUnsupported(cause: unknown): Error {
  return Object.assign(new Error('Web Storage is not available', { cause }), {
    code: 'auth/web-storage-unsupported',
  });
}

/** Throws (auth/web-storage-unsupported) when the browser refuses Web Storage. */
export function rememberEmailForLink(email: string): void {
  try {
    window.localStorage.setItem(EMAIL_FOR_LINK_STORAGE_KEY, email);
  } catch (cause) {
    throw storageUnsupported(cause);
  }
}

export function recallEmailForLink(): string | null {
  try {
    return window.localStorage.getItem(EMAIL_FOR_LINK_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function forgetEmailForLink(): void {
  try {
    window.localStorage.removeItem(EMAIL_FOR_LINK_STORAGE_KEY);
  } catch {
    // Nothing was remembered.
  }
}

/** The URL without an email link's parameters; the rest (inviteCode) stays. */
export function withoutEmailLinkParams(href: string): string {
  const url = new URL(href);
  for (const name of EMAIL_LINK_PARAMS) url.searchParams.delete(name);
  return url.toString();
}

/**
 * Takes a used (or refused) link's parameters off the address bar, keeping the router's
 * history state, so that the form does not try the spent code again.
 */
export function removeEmailLinkParams(): void {
  const clean = withoutEmailLinkParams(window.location.href);
  if (clean !== window.location.href) window.history.replaceState(window.history.state, '', clean);
}
