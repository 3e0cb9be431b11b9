/** GET /api/audit?placeKind=&placeId=: every checklist's events in one Jira issue or page. */
import { Router } from 'express';
import { handle } from '../../http/endpoint';
import { presentAuditLog } from '../../presenters/audit-presenter';
import type { ServiceDeps } from '../../services/service-deps';
import { placeAudit } from '../../services/audit/read-audit';
import * as schema from './schema';

export function auditRoutes(deps: ServiceDeps): Router {
  const router = Router();
  router.get(
    '/audit',
    handle(schema.placeAudit, async (ctx, { query }) => {
      const { placeKind, placeId, ...filters } = query;
      return presentAuditLog(
        await placeAudit(deps, ctx, { kind: placeKind, id: placeId }, filters),
      );
    }),
  );
  return router;
}
