import { Router, type Request } from 'express';
import { contextOf } from '../../auth/request-context';
import { asyncHandler } from '../../http/async-handler';
import { parseInput } from '../../http/validate';
import { itemIdParam, uidParam } from '../../http/params';
import {
  addItemSchema,
  moveItemSchema,
  signatureSchema,
  updateItemSchema,
  versionQuerySchema,
} from '../../../shared/checklists';
import type { ItemsService } from '../../services/items-service';

/** /api/checklists/:uid/items: add, change (status, note, text…), move, remove, sign. */
export function itemsRoutes(items: ItemsService): Router {
  const router = Router();
  const uid = (req: Request) => uidParam(req, 'uid', 'errors.checklistNotFound');
  const base = '/checklists/:uid/items';

  router.post(
    base,
    asyncHandler(async (req, res) => {
      const ctx = contextOf(req);
      const id = uid(req);
      res
        .status(201)
        .json({ data: await items.add(ctx, id, parseInput(addItemSchema, req.body, ctx.locale)) });
    }),
  );
  router.patch(
    `${base}/:itemId`,
    asyncHandler(async (req, res) => {
      const ctx = contextOf(req);
      const [id, itemId] = [uid(req), itemIdParam(req)];
      res.json({
        data: await items.update(
          ctx,
          id,
          itemId,
          parseInput(updateItemSchema, req.body, ctx.locale),
        ),
      });
    }),
  );
  router.post(
    `${base}/:itemId/move`,
    asyncHandler(async (req, res) => {
      const ctx = contextOf(req);
      const [id, itemId] = [uid(req), itemIdParam(req)];
      const input = parseInput(moveItemSchema, req.body, ctx.locale);
      res.json({ data: await items.move(ctx, id, itemId, input.afterItemId, input.version) });
    }),
  );
  router.delete(
    `${base}/:itemId`,
    asyncHandler(async (req, res) => {
      const ctx = contextOf(req);
      const [id, itemId] = [uid(req), itemIdParam(req)];
      const { version } = parseInput(versionQuerySchema, req.query, ctx.locale);
      res.json({ data: await items.remove(ctx, id, itemId, version) });
    }),
  );
  router.put(
    `${base}/:itemId/signature`,
    asyncHandler(async (req, res) => {
      const ctx = contextOf(req);
      const [id, itemId] = [uid(req), itemIdParam(req)];
      const input = parseInput(signatureSchema, req.body, ctx.locale);
      res.json({ data: await items.sign(ctx, id, itemId, input.image, input.version) });
    }),
  );
  router.delete(
    `${base}/:itemId/signature`,
    asyncHandler(async (req, res) => {
      const ctx = contextOf(req);
      const [id, itemId] = [uid(req), itemIdParam(req)];
      const { version } = parseInput(versionQuerySchema, req.query, ctx.locale);
      res.json({ data: await items.clearSignature(ctx, id, itemId, version) });
    }),
  );
  router.get(
    `${base}/:itemId/signature`,
    asyncHandler(async (req, res) => {
      const image = await items.signatureImage(contextOf(req), uid(req), itemIdParam(req));
      // An SVG opened directly must never run anything on our origin.
      res
        .set({
          'Content-Type': image.mimeType,
          'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          'Cache-Control': 'private, max-age=60',
          'X-Content-Type-Options': 'nosniff',
        })
        .send(image.data);
    }),
  );
  return router;
}
