/** GET /api/users?ids=a,b and GET /api/users/search?query=: people of the caller's site. */
import { Router } from 'express';
import { handle } from '../../http/endpoint';
import type { ServiceDeps } from '../../services/service-deps';
import { lookupPeople, searchPeople } from '../../services/people/people';
import * as schema from './schema';

export function usersRoutes(deps: ServiceDeps): Router {
  const router = Router();
  router.get(
    '/users',
    (_req, res, next) => {
      // Names change rarely; a picker asks for the same people over and over.
      res.set('Cache-Control', 'private, max-age=300');
      next();
    },
    handle(schema.lookupPeople, (ctx, { query }) => lookupPeople(deps, ctx, query.ids)),
  );
  router.get(
    '/users/search',
    handle(schema.searchPeople, (ctx, { query }) => searchPeople(deps, ctx, query.query)),
  );
  return router;
}
