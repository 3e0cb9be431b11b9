/**
 * Share links (docs/SHARING.md, docs/API.md):
 * - /api/checklists/:uid/shares: list (`{ shares }`, revoked links left out), make (201) and
 *   revoke (204) a checklist's links; whoever may change its structure, and site admins.
 * - /api/share: what a visitor's link is (`Authorization: Share <shareUid>`).
 */
import { Router } from 'express';
import { handle } from '../../http/endpoint';
import { presentShare, presentShareSession } from '../../presenters/share-presenter';
import type { ServiceDeps } from '../../services/service-deps';
import {
  createShare,
  listShares,
  revokeShare,
  shareSession,
} from '../../services/shares/manage-shares';
import * as schema from './schema';

export function sharesRoutes(deps: ServiceDeps): Router {
  const router = Router();
  const base = '/checklists/:uid/shares';
  router.get(
    base,
    handle(schema.listShares, async (ctx, { params }) => ({
      shares: (await listShares(deps, ctx, params.uid)).map((row) =>
        presentShare(row, deps.portal.baseUrl),
      ),
    })),
  );
  router.post(
    base,
    handle(schema.createShare, async (ctx, { params, body }) =>
      presentShare(await createShare(deps, ctx, params.uid, body), deps.portal.baseUrl),
    ),
  );
  router.delete(
    `${base}/:shareUid`,
    handle(schema.revokeShare, async (ctx, { params }) => {
      await revokeShare(deps, ctx, params.uid, params.shareUid);
    }),
  );
  router.get(
    '/share',
    handle(schema.readShareSession, (ctx) => presentShareSession(shareSession(ctx))),
  );
  return router;
}
