/**
 * Rate limits for everything reachable without an Atlassian token (docs/SECURITY.md); the
 * API's refused credentials are limited by FailureLimiter instead.
 * Counters live in process memory: with several processes each enforces its own share.
 */
import { rateLimit } from 'express-rate-limit';
import type { RequestHandler } from 'express';
import { rateLimited } from '../errors';

export interface RateLimits {
  /** Lifecycle callbacks, descriptors, host-signed webhooks. */
  connect: RequestHandler;
  /** Page loads of the app shell. */
  pages: RequestHandler;
  /** Public API routes (changelog). */
  publicApi: RequestHandler;
  /** The public REST API's reference (`/api/v1/openapi.json`, `/api/v1/docs`), by address. */
  apiDocs: RequestHandler;
  /** Share links' calls (`Authorization: Share …`) and pages (`/s/…`), by address. */
  shareByAddress: RequestHandler;
  /** Share links' calls, by link, whatever address they come from. */
  shareByLink: RequestHandler;
}

/** Requests a minute: one address on share links, and one link from all addresses. */
export const SHARE_LIMITS = { byAddress: 300, byLink: 600 } as const;

const limiter = (limit: number, options: { countOnlyUnauthorized?: boolean } = {}) =>
  rateLimit({
    windowMs: 60_000,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    ...(options.countOnlyUnauthorized
      ? {
          skipSuccessfulRequests: true,
          requestWasSuccessful: (_req, res) => res.statusCode !== 401,
        }
      : {}),
    handler: (_req, _res, next) => next(rateLimited()),
  });

export function createRateLimits(): RateLimits {
  return {
    connect: limiter(300),
    pages: limiter(600),
    publicApi: limiter(120),
    apiDocs: limiter(120),
    shareByAddress: limiter(SHARE_LIMITS.byAddress),
    shareByLink: rateLimit({
      windowMs: 60_000,
      limit: SHARE_LIMITS.byLink,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      keyGenerator: (req) => `share:${req.ctx?.credential === 'share' ? req.ctx.share.uid : ''}`,
      handler: (_req, _res, next) => next(rateLimited()),
    }),
  };
}

/**
 * /api/v1 after its authenticate: `limit` requests a minute per API key (by its id, whatever
 * address it comes from); past it 429 `rate_limited` with `Retry-After`.
 */
export function apiKeyRateLimit(limit: number): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: (req) => `apikey:${req.ctx?.credential === 'apiKey' ? req.ctx.apiKey.id : ''}`,
    handler: (_req, _res, next) => next(rateLimited()),
  });
}
