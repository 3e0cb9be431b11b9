/**
 * /api/checklists/:uid/statistics and /api/templates/:uid/statistics (docs/STATISTICS.md):
 * figures computed on the server, for whoever may read the checklist or the template.
 */
import { Router } from 'express';
import { handle } from '../../http/endpoint';
import type { ServiceDeps } from '../../services/service-deps';
import { checklistStatistics } from '../../services/statistics/checklist-statistics';
import { templateStatistics } from '../../services/statistics/template-statistics';
import * as schema from './schema';

export function statisticsRoutes(deps: ServiceDeps): Router {
  const router = Router();
  router.get(
    '/checklists/:uid/statistics',
    handle(schema.checklistStatistics, (ctx, { params, query }) =>
      checklistStatistics(deps, ctx, params.uid, query),
    ),
  );
  router.get(
    '/templates/:uid/statistics',
    handle(schema.templateStatistics, (ctx, { params, query }) =>
      templateStatistics(deps, ctx, params.uid, query),
    ),
  );
  return router;
}
