/**
 * What a Forge Remote call brings beside the caller (hosts/forge/invocation-token.ts): where to
 * call Jira or Confluence back and the tokens to do it with. The tokens are RedactedSecret, so
 * a log line, a JSON answer or `util.inspect` shows `[redacted]`, never the token.
 */
import { inspect } from 'node:util';

const REDACTED = '[redacted]';

export class RedactedSecret {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  /** The secret itself: only for the `Authorization` header of a call to Atlassian. */
  reveal(): string {
    return this.#value;
  }

  toJSON(): string {
    return REDACTED;
  }

  toString(): string {
    return REDACTED;
  }

  [inspect.custom](): string {
    return REDACTED;
  }
}

export interface ForgeRemote {
  /** `ari:cloud:ecosystem::installation/…`: one app on one site, as Forge names it. */
  installationId: string;
  /** Our app's id (`ari:cloud:ecosystem::app/…`), the token's audience. */
  appId: string;
  /**
   * Where to call the product back (`apiBaseUrl + '/rest/api/3/…'` for Jira,
   * `apiBaseUrl + '/wiki/rest/api/…'` for Confluence), from the signed token: never the site URL.
   */
  apiBaseUrl: string;
  cloudId: string;
  environment: { type: string; id: string } | null;
  /** The manifest module that made the call, when the token names it. */
  moduleKey: string | null;
  /** `x-forge-oauth-system`: the app's token for calls back (endpoints with `appSystemToken`). */
  systemToken: RedactedSecret | null;
  /** `x-forge-oauth-user`: the user's token (UI calls through endpoints with `appUserToken`). */
  userToken: RedactedSecret | null;
}

type Headers = Readonly<Record<string, string | string[] | undefined>>;

/** A token header's value: one printable ASCII string of sane length, else none. */
function tokenHeader(headers: Headers | undefined, name: string): RedactedSecret | null {
  const value = headers?.[name];
  if (typeof value !== 'string' || value.length > 8192 || !/^[\x21-\x7e]+$/.test(value)) {
    return null;
  }
  return new RedactedSecret(value);
}

export function forgeTokensOf(
  headers: Headers | undefined,
): Pick<ForgeRemote, 'systemToken' | 'userToken'> {
  return {
    systemToken: tokenHeader(headers, 'x-forge-oauth-system'),
    userToken: tokenHeader(headers, 'x-forge-oauth-user'),
  };
}
