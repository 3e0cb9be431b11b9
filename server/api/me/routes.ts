/** GET /api/me: who the server thinks the caller is, and what they may do. */
import { Router } from 'express';
import { handle } from '../../http/endpoint';
import { presentMe } from '../../presenters/me-presenter';
import { callerPermissions } from '../../policies/permissions';

export function meRoutes(): Router {
  const router = Router();
  router.get(
    '/me',
    handle({}, (ctx) => presentMe(ctx, callerPermissions(ctx))),
  );
  return router;
}
