import { Router } from 'express';
import { contextOf } from '../../auth/request-context';
import { asyncHandler } from '../../http/async-handler';
import { parseInput } from '../../http/validate';
import { userSearchQuerySchema, usersQuerySchema } from '../../../shared/users';
import type { UsersService } from '../../services/users-service';

/** GET /api/users?ids=a,b and GET /api/users/search?query=: people of the caller's site. */
export function usersRoutes(users: UsersService): Router {
  const router = Router();
  router.get(
    '/users',
    asyncHandler(async (req, res) => {
      const ctx = contextOf(req);
      const { ids } = parseInput(usersQuerySchema, req.query, ctx.locale);
      res.set('Cache-Control', 'private, max-age=300').json({ data: await users.lookup(ctx, ids) });
    }),
  );
  router.get(
    '/users/search',
    asyncHandler(async (req, res) => {
      const ctx = contextOf(req);
      const { query } = parseInput(userSearchQuerySchema, req.query, ctx.locale);
      res.json({ data: await users.search(ctx, query) });
    }),
  );
  return router;
}
