import { Router } from 'express';
import { contextOf } from '../../auth/request-context';
import { asyncHandler } from '../../http/async-handler';
import { parseInput } from '../../http/validate';
import { analyticsBatchSchema } from '../../../shared/analytics';
import type { AnalyticsService } from '../../services/analytics-service';

/** POST /api/analytics: a batch of page-view events; counted per tenant and day. */
export function analyticsRoutes(analytics: AnalyticsService): Router {
  const router = Router();
  router.post(
    '/analytics',
    asyncHandler(async (req, res) => {
      const ctx = contextOf(req);
      const batch = parseInput(analyticsBatchSchema, req.body, ctx.locale);
      res.status(202).json({ data: { accepted: await analytics.record(ctx, batch) } });
    }),
  );
  return router;
}
