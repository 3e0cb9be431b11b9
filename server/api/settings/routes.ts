import { Router } from 'express';
import { contextOf } from '../../auth/request-context';
import { asyncHandler } from '../../http/async-handler';
import { parseInput } from '../../http/validate';
import { updateGlobalSettingsSchema } from '../../../shared/settings';
import { paginationQuerySchema } from '../../../shared/pagination';
import type { SettingsService } from '../../services/settings-service';

/**
 * GET/PUT /api/settings: the tenant's global settings (PUT: site admins only; a stale
 * `version` answers 409 with the current settings). GET /api/settings/audit: their changes.
 */
export function settingsRoutes(settings: SettingsService): Router {
  const router = Router();
  router.get(
    '/settings',
    asyncHandler(async (req, res) => {
      res.json({ data: await settings.get(contextOf(req)) });
    }),
  );
  router.put(
    '/settings',
    asyncHandler(async (req, res) => {
      const ctx = contextOf(req);
      const changes = parseInput(updateGlobalSettingsSchema, req.body, ctx.locale);
      res.json({ data: await settings.update(ctx, changes) });
    }),
  );
  router.get(
    '/settings/audit',
    asyncHandler(async (req, res) => {
      const ctx = contextOf(req);
      const query = parseInput(paginationQuerySchema.strict(), req.query, ctx.locale);
      res.json({ data: await settings.history(ctx, query) });
    }),
  );
  return router;
}
