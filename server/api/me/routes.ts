import { Router } from 'express';
import { contextOf } from '../../auth/request-context';

/** GET /api/me: who the server thinks the caller is, and what they may do. */
export function meRoutes(): Router {
  const router = Router();
  router.get('/me', (req, res) => {
    const ctx = contextOf(req);
    res.json({
      data: {
        tenantKey: ctx.tenantKey,
        productType: ctx.productType,
        user: ctx.user,
        isAdmin: ctx.isAdmin,
        locale: ctx.locale,
      },
    });
  });
  return router;
}
