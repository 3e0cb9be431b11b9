/**
 * Atlassian's public keys for Forge invocation tokens: a JWKS at `FORGE_JWKS_URL` (config.ts;
 * Atlassian's production CDN by default, a local server in tests), kept by `kid`.
 *
 * - A `kid` the set lacks (Atlassian rotated its keys) fetches the set again, at most once a
 *   minute however many tokens name unknown kids: made-up kids cannot make us hammer the CDN.
 *   Concurrent lookups share one fetch.
 * - The set is fetched again after an hour, so a key Atlassian withdrew stops verifying; if
 *   that fetch fails, the old set stays until the next attempt (a minute later).
 * - Only RSA keys of at least 2048 bits for signatures (`use` absent or `sig`, `alg` absent or
 *   RS256) are kept: nothing in the set can make us verify another algorithm.
 */
import { createPublicKey, type KeyObject } from 'node:crypto';

export const JWKS_REFETCH_INTERVAL_MS = 60_000;
export const JWKS_MAX_AGE_MS = 60 * 60_000;
const FETCH_TIMEOUT_MS = 5_000;
const MAX_JWKS_CHARS = 256 * 1024;
const MIN_RSA_BITS = 2048;

/** No key set could be fetched at all (the CDN is unreachable or answers nonsense). */
export class JwksUnavailableError extends Error {
  constructor(cause: unknown) {
    super('the Forge JWKS could not be fetched', { cause });
    this.name = 'JwksUnavailableError';
  }
}

export interface ForgeKeys {
  /** The key named `kid`, undefined when the set has none; JwksUnavailableError without a set. */
  key(kid: string): Promise<KeyObject | undefined>;
}

export function createForgeKeys(options: {
  url: string;
  fetch?: typeof fetch;
  now?: () => number;
}): ForgeKeys {
  const now = options.now ?? Date.now;
  const fetchJwks = options.fetch ?? fetch;
  let keys: ReadonlyMap<string, KeyObject> | undefined;
  let loadedAt = 0;
  let attemptedAt: number | undefined;
  let lastError: unknown;
  let pending: Promise<void> | undefined;

  const load = async () => {
    attemptedAt = now();
    try {
      const response = await fetchJwks(options.url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`the JWKS answered ${response.status}`);
      const text = await response.text();
      if (text.length > MAX_JWKS_CHARS) throw new Error('the JWKS is too large');
      keys = keysOf(JSON.parse(text));
      loadedAt = now();
    } catch (error) {
      lastError = error;
    }
  };

  const refresh = () => {
    pending ??= load().finally(() => {
      pending = undefined;
    });
    return pending;
  };

  return {
    async key(kid) {
      const stale = !keys || !keys.has(kid) || now() - loadedAt >= JWKS_MAX_AGE_MS;
      if (stale) {
        const mayFetch =
          attemptedAt === undefined || now() - attemptedAt >= JWKS_REFETCH_INTERVAL_MS;
        if (pending) await pending;
        else if (mayFetch) await refresh();
      }
      if (!keys) throw new JwksUnavailableError(lastError);
      return keys.get(kid);
    },
  };
}

/** The usable keys of a JWKS document (`{ keys: [...] }`), by `kid`. */
function keysOf(document: unknown): Map<string, KeyObject> {
  const list = (document as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(list)) throw new Error('the JWKS has no keys array');
  const found = new Map<string, KeyObject>();
  for (const entry of list as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { kty, kid, use, alg, n, e } = entry as Record<string, unknown>;
    if (kty !== 'RSA' || typeof kid !== 'string' || kid === '') continue;
    if ((use !== undefined && use !== 'sig') || (alg !== undefined && alg !== 'RS256')) continue;
    if (typeof n !== 'string' || typeof e !== 'string') continue;
    let key: KeyObject;
    try {
      key = createPublicKey({ key: { kty, n, e }, format: 'jwk' });
    } catch {
      continue;
    }
    if ((key.asymmetricKeyDetails?.modulusLength ?? 0) < MIN_RSA_BITS) continue;
    found.set(kid, key);
  }
  return found;
}
