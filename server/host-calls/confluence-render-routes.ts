/**
 * The macros' render modes (atlassian-connect.json, `renderModes.default`): Confluence asks for
 * static HTML where it cannot run the frame (PDF and Word export, e-mail, feeds). Each request
 * is signed by Confluence for that one URL (JWT with `qsh`, so its query is Confluence's own)
 * and names the person exporting (`sub`); it is answered for them, in their language (`loc`),
 * or with a neutral text.
 */
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { TenantsRepository } from '../db/repositories/tenants-repository';
import type { ServiceDeps } from '../services/service-deps';
import type { RequestContext } from '../auth/request-context';
import { verifyHostRequest } from '../auth/connect-request-token';
import { asyncHandler } from '../http/async-handler';
import { AppError, notFound } from '../errors';
import { languageOf, type Language } from '../../shared/language';
import { macroIdSchema, pageIdSchema } from '../../shared/confluence';
import { staticMacro } from '../services/confluence/macro-static';
import { listMacroChecklists } from '../services/confluence/placed-checklists';
import { renderMacroStatic } from '../presenters/macro-static-html';
import { renderListStatic } from '../presenters/list-static-html';
import { listParamsOfQuery, LIST_STATIC_MAX } from './list-static-query';

export const MACRO_STATIC_PATH = '/macro/static';
export const LIST_STATIC_PATH = '/macro/list/static';

const staticQuery = z.object({
  pageId: pageIdSchema,
  macroId: macroIdSchema,
  /** The person's locale where the host says it (`de-DE`); English otherwise. */
  loc: z.string().max(20).optional(),
});

type Render = (
  ctx: RequestContext | undefined,
  query: Record<string, unknown>,
  language: Language,
) => Promise<string>;

export function confluenceRenderRoutes(deps: {
  tenants: TenantsRepository;
  rateLimit: RequestHandler;
  services: ServiceDeps;
}): Router {
  const router = Router();
  const route = (path: string, render: Render) =>
    router.get(
      path,
      deps.rateLimit,
      asyncHandler(async (req, res) => {
        const host = await verifyHostRequest(req, deps.tenants);
        if (host.productType !== 'confluence') throw notFound('errors.routeNotFound');
        const language = languageOf(typeof req.query.loc === 'string' ? req.query.loc : '') ?? 'en';
        const ctx: RequestContext | undefined = host.accountId
          ? {
              tenantKey: host.tenantKey,
              productType: 'confluence',
              user: { kind: 'atlassian', id: host.accountId, displayName: null },
              isAdmin: false,
              locale: language,
              hostContext: {},
            }
          : undefined;
        res
          .status(200)
          .type('html')
          .set('Cache-Control', 'no-store')
          .send(await render(ctx, req.query, language));
      }),
    );

  route(MACRO_STATIC_PATH, async (ctx, raw, language) => {
    const query = staticQuery.safeParse(raw);
    if (!query.success) throw notFound('errors.macroNotFound');
    if (!ctx) return renderMacroStatic({ state: 'empty' }, language);
    try {
      const view = await staticMacro(deps.services, ctx, query.data.pageId, query.data.macroId);
      return renderMacroStatic(view, language);
    } catch (error) {
      // A page the person cannot read, or a macro that is gone, shows nothing of it.
      if (!(error instanceof AppError) || error.status !== 404) throw error;
      return renderMacroStatic({ state: 'empty' }, language);
    }
  });

  route(LIST_STATIC_PATH, async (ctx, raw, language) => {
    const params = listParamsOfQuery(raw);
    if (!params) throw notFound('errors.macroNotFound');
    if (!ctx) return renderListStatic(undefined, language);
    const page = await listMacroChecklists(deps.services, ctx, {
      ...params,
      page: 1,
      perPage: LIST_STATIC_MAX,
    });
    return renderListStatic(page, language);
  });
  return router;
}
