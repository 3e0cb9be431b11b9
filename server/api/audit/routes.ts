import { Router } from 'express';
import { z } from 'zod';
import { contextOf } from '../../auth/request-context';
import { asyncHandler } from '../../http/async-handler';
import { parseInput } from '../../http/validate';
import { auditQuerySchema } from '../../../shared/audit';
import type { AuditService } from '../../services/audit-service';

const placeAuditQuerySchema = auditQuerySchema.extend({
  placeKind: z.enum(['jira_issue', 'confluence_page']),
  placeId: z.string().regex(/^\d{1,20}$/),
});

/** GET /api/audit?placeKind=&placeId=: every checklist's events in one Jira issue or page. */
export function auditRoutes(audit: AuditService): Router {
  const router = Router();
  router.get(
    '/audit',
    asyncHandler(async (req, res) => {
      const ctx = contextOf(req);
      const { placeKind, placeId, ...query } = parseInput(
        placeAuditQuerySchema,
        req.query,
        ctx.locale,
      );
      res.json({ data: await audit.forPlace(ctx, { kind: placeKind, id: placeId }, query) });
    }),
  );
  return router;
}
