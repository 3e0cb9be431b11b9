/**
 * /api/my-items: the caller's open tasks across checklists (a page), and their count for the
 * user menu. Ticking one is the item write (`PATCH /api/checklists/:uid/items/:itemId`).
 */
import { Router } from 'express';
import { handle } from '../../http/endpoint';
import type { ServiceDeps } from '../../services/service-deps';
import { countMyItems, listMyItems } from '../../services/items/my-items';
import { presentMyItem } from '../../presenters/my-items-presenter';
import * as schema from './schema';

export function myItemsRoutes(deps: ServiceDeps): Router {
  const router = Router();
  router.get(
    '/my-items',
    handle(schema.listMyItems, async (ctx, { query }) => {
      const page = await listMyItems(deps, ctx, query);
      return { ...page, items: page.items.map(presentMyItem) };
    }),
  );
  router.get(
    '/my-items/count',
    handle(schema.countMyItems, (ctx, { query }) => countMyItems(deps, ctx, query)),
  );
  return router;
}
