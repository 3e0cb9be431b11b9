import { Router } from 'express';
import { contextOf } from '../../auth/request-context';
import { asyncHandler } from '../../http/async-handler';
import { parseInput } from '../../http/validate';
import { uidParam } from '../../http/params';
import {
  createTemplateSchema,
  listTemplatesQuerySchema,
  updateTemplateSchema,
} from '../../../shared/templates';
import type { TemplatesService } from '../../services/templates-service';

/** /api/templates: list, create, read, save (with version), copy, archive, delete. */
export function templatesRoutes(templates: TemplatesService): Router {
  const router = Router();
  const uid = (req: Parameters<typeof contextOf>[0]) =>
    uidParam(req, 'uid', 'errors.templateNotFound');

  router.get(
    '/templates',
    asyncHandler(async (req, res) => {
      const ctx = contextOf(req);
      res.json({
        data: await templates.list(
          ctx,
          parseInput(listTemplatesQuerySchema, req.query, ctx.locale),
        ),
      });
    }),
  );
  router.post(
    '/templates',
    asyncHandler(async (req, res) => {
      const ctx = contextOf(req);
      const input = parseInput(createTemplateSchema, req.body, ctx.locale);
      res.status(201).json({ data: await templates.create(ctx, input) });
    }),
  );
  router.get(
    '/templates/:uid',
    asyncHandler(async (req, res) => {
      res.json({ data: await templates.get(contextOf(req), uid(req)) });
    }),
  );
  router.put(
    '/templates/:uid',
    asyncHandler(async (req, res) => {
      const ctx = contextOf(req);
      const id = uid(req);
      const input = parseInput(updateTemplateSchema, req.body, ctx.locale);
      res.json({ data: await templates.update(ctx, id, input) });
    }),
  );
  router.post(
    '/templates/:uid/copy',
    asyncHandler(async (req, res) => {
      res.status(201).json({ data: await templates.copy(contextOf(req), uid(req)) });
    }),
  );
  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    router.post(
      `/templates/:uid/${action}`,
      asyncHandler(async (req, res) => {
        res.json({ data: await templates.setArchived(contextOf(req), uid(req), archived) });
      }),
    );
  }
  router.delete(
    '/templates/:uid',
    asyncHandler(async (req, res) => {
      await templates.delete(contextOf(req), uid(req));
      res.status(204).end();
    }),
  );
  return router;
}
