/**
 * GET /metrics: Prometheus's text format, for a scraper that sends `Authorization: Bearer
 * <METRICS_TOKEN>` (compared in constant time; anything else 401). Without METRICS_TOKEN the
 * route does not exist (404). And the per-route latency middleware that feeds the histogram.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import type { Metrics } from '../lib/metrics';
import { notFound, unauthorized } from '../errors';

const digest = (text: string) => createHash('sha256').update(text).digest();

export function metricsRoutes(metrics: Metrics, token: string | undefined): Router {
  const router = Router();
  const expected = token === undefined ? undefined : digest(`Bearer ${token}`);
  router.get('/metrics', async (req, res, next) => {
    try {
      if (!expected) throw notFound('errors.routeNotFound');
      const given = digest(req.headers.authorization ?? '');
      if (!timingSafeEqual(given, expected)) throw unauthorized('errors.tokenInvalid');
      const text = await metrics.registry.metrics();
      res.set('Cache-Control', 'no-store').type(metrics.registry.contentType).send(text);
    } catch (error) {
      next(error);
    }
  });
  return router;
}

/**
 * Times every request into the latency histogram by its route pattern (`/api/checklists/:uid`,
 * never the ids), method and status class; a path no route matched is `unmatched`. Live
 * streams are left out (their duration is how long someone looked).
 */
export function requestTiming(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      if (String(res.getHeader('content-type') ?? '').startsWith('text/event-stream')) return;
      const route = req.route as { path?: unknown } | undefined;
      const pattern = typeof route?.path === 'string' ? `${req.baseUrl}${route.path}` : 'unmatched';
      metrics.httpDuration.observe(
        { method: req.method, route: pattern, status: `${Math.floor(res.statusCode / 100)}xx` },
        Number(process.hrtime.bigint() - started) / 1e9,
      );
    });
    next();
  };
}
