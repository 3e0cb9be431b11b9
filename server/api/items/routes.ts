/** /api/checklists/:uid/items: add, change (status, note, text…), move, remove, sign. */
import { Router } from 'express';
import { BinaryAnswer, handle } from '../../http/endpoint';
import { presentItemResult } from '../../presenters/checklist-presenter';
import type { ServiceDeps } from '../../services/service-deps';
import { addItem } from '../../services/items/add-item';
import { updateItem } from '../../services/items/update-item';
import { moveItem } from '../../services/items/move-item';
import { removeItem } from '../../services/items/remove-item';
import { clearSignature, signItem } from '../../services/items/sign-item';
import { readSignature } from '../../services/items/read-signature';
import * as schema from './schema';
import { presentItemConflict } from './item-conflict';

export function itemsRoutes(deps: ServiceDeps): Router {
  const router = Router();
  const base = '/checklists/:uid/items';

  router.post(
    base,
    handle(schema.addItem, async (ctx, { params, body }) =>
      presentItemResult(await addItem(deps, ctx, params.uid, body)),
    ),
  );
  router.patch(
    `${base}/:itemId`,
    handle(schema.updateItem, async (ctx, { params, body }) =>
      presentItemResult(await updateItem(deps, ctx, params.uid, params.itemId, body)),
    ),
  );
  router.post(
    `${base}/:itemId/move`,
    handle(schema.moveItem, async (ctx, { params, body }) =>
      presentItemResult(await moveItem(deps, ctx, params.uid, params.itemId, body)),
    ),
  );
  router.delete(
    `${base}/:itemId`,
    handle(schema.removeItem, async (ctx, { params, query }) =>
      presentItemResult(await removeItem(deps, ctx, params.uid, params.itemId, query.version)),
    ),
  );
  router.put(
    `${base}/:itemId/signature`,
    handle(schema.signItem, async (ctx, { params, body }) =>
      presentItemResult(await signItem(deps, ctx, params.uid, params.itemId, body)),
    ),
  );
  router.delete(
    `${base}/:itemId/signature`,
    handle(schema.clearSignature, async (ctx, { params, query }) =>
      presentItemResult(await clearSignature(deps, ctx, params.uid, params.itemId, query.version)),
    ),
  );
  router.get(
    `${base}/:itemId/signature`,
    handle(schema.readSignature, async (ctx, { params }) => {
      const image = await readSignature(deps, ctx, params.uid, params.itemId);
      // An SVG opened directly must never run anything on our origin.
      return new BinaryAnswer(image.data, {
        'Content-Type': image.mimeType,
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'Cache-Control': 'private, max-age=60',
        'X-Content-Type-Options': 'nosniff',
      });
    }),
  );
  router.use(presentItemConflict);
  return router;
}
