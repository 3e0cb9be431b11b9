import { Router, type Request } from 'express';
import { contextOf } from '../../auth/request-context';
import { asyncHandler } from '../../http/async-handler';
import { parseInput } from '../../http/validate';
import { uidParam } from '../../http/params';
import {
  createChecklistSchema,
  listChecklistsQuerySchema,
  skipChecklistSchema,
  updateChecklistSchema,
} from '../../../shared/checklists';
import { auditQuerySchema } from '../../../shared/audit';
import type { ChecklistsService } from '../../services/checklists-service';
import type { AuditService } from '../../services/audit-service';

/** /api/checklists: list, create, read, edit, skip, reopen, archive, delete, audit log. */
export function checklistsRoutes(checklists: ChecklistsService, audit: AuditService): Router {
  const router = Router();
  const uid = (req: Request) => uidParam(req, 'uid', 'errors.checklistNotFound');

  router.get(
    '/checklists',
    asyncHandler(async (req, res) => {
      const ctx = contextOf(req);
      res.json({
        data: await checklists.list(
          ctx,
          parseInput(listChecklistsQuerySchema, req.query, ctx.locale),
        ),
      });
    }),
  );
  router.post(
    '/checklists',
    asyncHandler(async (req, res) => {
      const ctx = contextOf(req);
      const input = parseInput(createChecklistSchema, req.body, ctx.locale);
      res.status(201).json({ data: await checklists.create(ctx, input) });
    }),
  );
  router.get(
    '/checklists/:uid',
    asyncHandler(async (req, res) => {
      res.json({ data: await checklists.get(contextOf(req), uid(req)) });
    }),
  );
  router.patch(
    '/checklists/:uid',
    asyncHandler(async (req, res) => {
      const ctx = contextOf(req);
      const id = uid(req);
      res.json({
        data: await checklists.update(
          ctx,
          id,
          parseInput(updateChecklistSchema, req.body, ctx.locale),
        ),
      });
    }),
  );
  router.post(
    '/checklists/:uid/skip',
    asyncHandler(async (req, res) => {
      const ctx = contextOf(req);
      const id = uid(req);
      const { reason } = parseInput(skipChecklistSchema, req.body, ctx.locale);
      res.json({ data: await checklists.skip(ctx, id, reason) });
    }),
  );
  router.post(
    '/checklists/:uid/reopen',
    asyncHandler(async (req, res) => {
      res.json({ data: await checklists.reopen(contextOf(req), uid(req)) });
    }),
  );
  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    router.post(
      `/checklists/:uid/${action}`,
      asyncHandler(async (req, res) => {
        res.json({ data: await checklists.setArchived(contextOf(req), uid(req), archived) });
      }),
    );
  }
  router.delete(
    '/checklists/:uid',
    asyncHandler(async (req, res) => {
      await checklists.delete(contextOf(req), uid(req));
      res.status(204).end();
    }),
  );
  router.get(
    '/checklists/:uid/audit',
    asyncHandler(async (req, res) => {
      const ctx = contextOf(req);
      const id = uid(req);
      res.json({
        data: await audit.forChecklist(
          ctx,
          id,
          parseInput(auditQuerySchema, req.query, ctx.locale),
        ),
      });
    }),
  );
  return router;
}
