/**
 * The app system tokens of Forge installations, remembered per installation (tenant key) in
 * this process's memory, as ACE does: every Forge call and event brings one
 * (`x-forge-oauth-system`), and the calls back to Jira or Confluence (forge-api.ts) use the
 * freshest one we hold, also from work no request carries (the issue property's worker).
 *
 * - A token is valid until its JWT `exp` when it has one (Atlassian's are JWTs, valid at least
 *   55 minutes), else for 55 minutes from when it arrived; it is dropped a minute before that.
 * - A newer token replaces an older one; one the product refused (401) is forgotten.
 * - Tokens are RedactedSecret: a log line or JSON shows `[redacted]`. Nothing is written to
 *   the database: with several processes, each holds what reached it (docs/FORGE.md).
 */
import type { RedactedSecret } from './remote';
import { decodeJwtSegment } from './invocation-claims';

/** How long a token without a readable `exp` is used (Atlassian's promise: at least 55 min). */
export const OPAQUE_TOKEN_LIFETIME_MS = 55 * 60_000;
/** Not used in its last minute: a call takes time, and clocks differ. */
const MARGIN_MS = 60_000;
const MAX_INSTALLATIONS = 50_000;

export interface ForgeSystemTokens {
  /** Keeps the installation's token (the latest one wins). */
  remember(tenantKey: string, token: RedactedSecret): void;
  /** A usable token of the installation, or undefined. */
  token(tenantKey: string): RedactedSecret | undefined;
  /** Drops the token the product refused (unless a newer one arrived meanwhile). */
  forget(tenantKey: string, token: RedactedSecret): void;
}

/** When the token stops being valid (ms), from its JWT `exp` or the opaque lifetime. */
export function tokenExpiry(token: RedactedSecret, receivedAt: number): number {
  const segments = token.reveal().split('.');
  const exp = segments.length === 3 ? decodeJwtSegment(segments[1])?.exp : undefined;
  return typeof exp === 'number' && Number.isFinite(exp)
    ? exp * 1000
    : receivedAt + OPAQUE_TOKEN_LIFETIME_MS;
}

export function createForgeSystemTokens(now: () => number = Date.now): ForgeSystemTokens {
  const tokens = new Map<string, { token: RedactedSecret; usableUntil: number }>();
  return {
    remember(tenantKey, token) {
      const usableUntil = tokenExpiry(token, now()) - MARGIN_MS;
      if (usableUntil <= now()) return;
      tokens.delete(tenantKey);
      if (tokens.size >= MAX_INSTALLATIONS) {
        const oldest = tokens.keys().next().value;
        if (oldest !== undefined) tokens.delete(oldest);
      }
      tokens.set(tenantKey, { token, usableUntil });
    },
    token(tenantKey) {
      const entry = tokens.get(tenantKey);
      if (!entry) return undefined;
      if (entry.usableUntil <= now()) {
        tokens.delete(tenantKey);
        return undefined;
      }
      return entry.token;
    },
    forget(tenantKey, token) {
      if (tokens.get(tenantKey)?.token === token) tokens.delete(tenantKey);
    },
  };
}
