/**
 * The checklist macro's render mode (atlassian-connect.json, `renderModes.default`): Confluence
 * asks for static HTML where it cannot run the frame (PDF and Word export, e-mail, feeds). The
 * request is signed by Confluence for that one URL (JWT with `qsh`) and names the person
 * exporting (`sub`); it is answered for them, in their page's terms, or with a neutral text.
 */
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { TenantsRepository } from '../db/repositories/tenants-repository';
import type { ServiceDeps } from '../services/service-deps';
import type { RequestContext } from '../auth/request-context';
import { verifyHostRequest } from '../auth/connect-request-token';
import { asyncHandler } from '../http/async-handler';
import { AppError, notFound } from '../errors';
import { languageOf } from '../../shared/language';
import { macroIdSchema, pageIdSchema } from '../../shared/confluence';
import { staticMacro } from '../services/confluence/macro-static';
import { renderMacroStatic, type StaticMacro } from '../presenters/macro-static-html';

export const MACRO_STATIC_PATH = '/macro/static';

const staticQuery = z.object({
  pageId: pageIdSchema,
  macroId: macroIdSchema,
  /** The person's locale where the host says it (`de-DE`); English otherwise. */
  loc: z.string().max(20).optional(),
});

export function confluenceRenderRoutes(deps: {
  tenants: TenantsRepository;
  rateLimit: RequestHandler;
  services: ServiceDeps;
}): Router {
  const router = Router();
  router.get(
    MACRO_STATIC_PATH,
    deps.rateLimit,
    asyncHandler(async (req, res) => {
      const host = await verifyHostRequest(req, deps.tenants);
      if (host.productType !== 'confluence') throw notFound('errors.routeNotFound');
      const query = staticQuery.safeParse(req.query);
      if (!query.success) throw notFound('errors.macroNotFound');
      const language = languageOf(query.data.loc ?? '') ?? 'en';
      let view: StaticMacro = { state: 'empty' };
      if (host.accountId) {
        const ctx: RequestContext = {
          tenantKey: host.tenantKey,
          productType: 'confluence',
          user: { kind: 'atlassian', id: host.accountId, displayName: null },
          isAdmin: false,
          locale: language,
          hostContext: {},
        };
        try {
          view = await staticMacro(deps.services, ctx, query.data.pageId, query.data.macroId);
        } catch (error) {
          // A page the person cannot read, or a macro that is gone, shows nothing of it.
          if (!(error instanceof AppError) || error.status !== 404) throw error;
        }
      }
      res
        .status(200)
        .type('html')
        .set('Cache-Control', 'no-store')
        .send(renderMacroStatic(view, language));
    }),
  );
  return router;
}
