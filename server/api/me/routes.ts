/** GET /api/me: who the server thinks the caller is, and what they may do. */
import { Router } from 'express';
import { handle } from '../../http/endpoint';
import { presentMe } from '../../presenters/me-presenter';

export function meRoutes(): Router {
  const router = Router();
  router.get(
    '/me',
    handle({}, (ctx) => presentMe(ctx)),
  );
  return router;
}
