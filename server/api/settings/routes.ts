/**
 * GET/PUT /api/settings: the site's global settings (PUT: site admins only; a stale `version`
 * answers 409 with the current settings). GET /api/settings/audit: their changes.
 */
import { Router } from 'express';
import { handle } from '../../http/endpoint';
import { presentAuditPage } from '../../presenters/audit-presenter';
import type { ServiceDeps } from '../../services/service-deps';
import { readSettings } from '../../services/settings/read-settings';
import { updateSettings } from '../../services/settings/update-settings';
import { settingsHistory } from '../../services/settings/settings-history';
import * as schema from './schema';

export function settingsRoutes(deps: ServiceDeps): Router {
  const router = Router();
  router.get(
    '/settings',
    handle(schema.readSettings, (ctx) => readSettings(deps, ctx)),
  );
  router.put(
    '/settings',
    handle(schema.updateSettings, (ctx, { body }) => updateSettings(deps, ctx, body)),
  );
  router.get(
    '/settings/audit',
    handle(schema.settingsHistory, async (ctx, { query }) =>
      presentAuditPage(await settingsHistory(deps, ctx, query)),
    ),
  );
  return router;
}
