/**
 * The people's tokens of Forge installations (`x-forge-oauth-user`, sent with a UI call to an
 * endpoint with `appUserToken`): remembered per installation and person in this process's
 * memory, by the same rules as the app system tokens (system-tokens.ts: until a minute before
 * the JWT's `exp`, else 55 minutes; a newer one replaces an older one; one the product refused
 * is forgotten). Calls back as a person (reading a Confluence page as them) use the token
 * their latest call brought; without one, the call cannot be made (503, never answered as the
 * app). RedactedSecret: never printed, never stored.
 */
import type { RedactedSecret } from '../../lib/redacted-secret';
import { createForgeSystemTokens } from './system-tokens';

export interface ForgeUserTokens {
  remember(tenantKey: string, accountId: string, token: RedactedSecret): void;
  token(tenantKey: string, accountId: string): RedactedSecret | undefined;
  forget(tenantKey: string, accountId: string, token: RedactedSecret): void;
}

export function createForgeUserTokens(now: () => number = Date.now): ForgeUserTokens {
  const byPerson = createForgeSystemTokens(now);
  const key = (tenantKey: string, accountId: string) => `${tenantKey}\u0000${accountId}`;
  return {
    remember: (tenantKey, accountId, token) => byPerson.remember(key(tenantKey, accountId), token),
    token: (tenantKey, accountId) => byPerson.token(key(tenantKey, accountId)),
    forget: (tenantKey, accountId, token) => byPerson.forget(key(tenantKey, accountId), token),
  };
}
