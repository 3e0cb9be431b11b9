import { Router } from 'express';
import { contextOf } from '../../auth/request-context';
import { asyncHandler } from '../../http/async-handler';
import { parseInput } from '../../http/validate';
import { updateGlobalSettingsSchema } from '../../../shared/settings';
import type { SettingsService } from '../../services/settings-service';

/** GET/PUT /api/settings: the tenant's global settings (PUT: site admins only). */
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
  return router;
}
