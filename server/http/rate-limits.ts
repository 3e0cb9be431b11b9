/**
 * Rate limits for everything reachable without an Atlassian token (docs/SECURITY.md), and the
 * per-key limit of /api/v1; the API's refused credentials are limited by FailureLimiter
 * instead. On one process (SQLite) the counters live in its memory; with several processes on
 * PostgreSQL they are shared (`store`: rate-limit-store.ts), so a limit holds across them.
 */
import { rateLimit, type Store } from 'express-rate-limit';
import type { RequestHandler } from 'express';
import { rateLimited } from '../errors';
import type { StoreFactory } from './rate-limit-store';

export interface RateLimits {
  /** Lifecycle callbacks, descriptors, host-signed webhooks. */
  connect: RequestHandler;
  /** Page loads of the app shell. */
  pages: RequestHandler;
  /** Public API routes (changelog). */
  publicApi: RequestHandler;
  /** The public REST API's reference (`/api/v1/openapi.json`, `/api/v1/docs`), by address. */
  apiDocs: RequestHandler;
  /**
   * /api/v1 after its authenticate: `apiKeyPerMinute` requests a minute per API key (by its
   * id, whatever address it comes from); past it 429 `rate_limited` with `Retry-After`.
   */
  apiKey: RequestHandler;
  /** Share links' calls (`Authorization: Share …`) and pages (`/s/…`), by address. */
  shareByAddress: RequestHandler;
  /** Share links' calls, by link, whatever address they come from. */
  shareByLink: RequestHandler;
}

/** Requests a minute: one address on share links, and one link from all addresses. */
export const SHARE_LIMITS = { byAddress: 300, byLink: 600 } as const;

export interface RateLimitOptions {
  apiKeyPerMinute: number;
  /** Shared counters (several processes); undefined: each limit counts in memory. */
  store?: StoreFactory;
  /** A request refused by the limit `name` (metrics). */
  onRefused?: (name: string) => void;
}

export function createRateLimits(options: RateLimitOptions): RateLimits {
  const limiter = (
    name: string,
    limit: number,
    extra: { keyGenerator?: (req: Parameters<RequestHandler>[0]) => string } = {},
  ) => {
    const store: Store | undefined = options.store?.(name);
    return rateLimit({
      windowMs: 60_000,
      limit,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      ...(store ? { store, passOnStoreError: false } : {}),
      ...extra,
      handler: (_req, _res, next) => {
        options.onRefused?.(name);
        next(rateLimited());
      },
    });
  };
  return {
    connect: limiter('connect', 300),
    pages: limiter('pages', 600),
    publicApi: limiter('public-api', 120),
    apiDocs: limiter('api-docs', 120),
    shareByAddress: limiter('share-address', SHARE_LIMITS.byAddress),
    shareByLink: limiter('share-link', SHARE_LIMITS.byLink, {
      keyGenerator: (req) => `share:${req.ctx?.credential === 'share' ? req.ctx.share.uid : ''}`,
    }),
    apiKey: limiter('api-key', options.apiKeyPerMinute, {
      keyGenerator: (req) => `apikey:${req.ctx?.credential === 'apiKey' ? req.ctx.apiKey.id : ''}`,
    }),
  };
}
