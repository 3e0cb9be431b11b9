/**
 * express-rate-limit's store over the shared counters (db/repositories/rate-limits-repository.ts):
 * with several server processes on one PostgreSQL, a client's hits are counted once for all of
 * them, so a limit holds whichever process a request reaches. One database round trip per
 * limited request; the API's busiest routes (/api) are not limited this way.
 */
import type { Options, Store } from 'express-rate-limit';
import type { RateLimitsRepository } from '../db/repositories/rate-limits-repository';

export type StoreFactory = (prefix: string) => Store;

export function sharedStoreFactory(
  counters: RateLimitsRepository,
  now: () => number = Date.now,
): StoreFactory {
  return (prefix) => {
    let windowMs = 60_000;
    const key = (client: string) => `${prefix}:${client}`;
    return {
      prefix,
      localKeys: false,
      init(options: Options) {
        windowMs = options.windowMs;
      },
      async get(client) {
        const found = await counters.find(key(client));
        return found && found.resetAt > now()
          ? { totalHits: found.hits, resetTime: new Date(found.resetAt) }
          : undefined;
      },
      async increment(client) {
        const { hits, resetAt } = await counters.hit(key(client), now(), windowMs);
        return { totalHits: hits, resetTime: new Date(resetAt) };
      },
      decrement: (client) => counters.unhit(key(client)),
      resetKey: (client) => counters.reset(key(client)),
    };
  };
}
