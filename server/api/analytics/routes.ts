/** POST /api/analytics: a batch of page-view events; counted per tenant and day. */
import { Router } from 'express';
import { handle } from '../../http/endpoint';
import { analyticsBatchSchema } from '../../../shared/analytics';
import type { ServiceDeps } from '../../services/service-deps';
import { recordPageViews } from '../../services/analytics/record-page-views';

export function analyticsRoutes(deps: ServiceDeps): Router {
  const router = Router();
  router.post(
    '/analytics',
    handle({ body: analyticsBatchSchema, status: 202 }, async (ctx, { body }) => ({
      accepted: await recordPageViews(deps, ctx, body),
    })),
  );
  return router;
}
