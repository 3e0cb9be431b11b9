/**
 * The macros' render modes (atlassian-connect.json, `renderModes.default`): Confluence asks for
 * static HTML where it cannot run the frame (PDF and Word export, e-mail, feeds). Each request
 * is signed by Confluence for that one URL (JWT with `qsh`, so its query is Confluence's own)
 * and names the person exporting (`sub`); it is answered for them, in their language (`loc`),
 * or with a neutral text.
 */
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { TenantsRepository } from '../../db/repositories/tenants-repository';
import type { ServiceDeps } from '../../services/service-deps';
import type { RequestContext } from '../../auth/request-context';
import { hostCallContext } from '../../auth/caller-contexts';
import { handleHostCall, HtmlAnswer, type Caller } from '../../http/endpoint';
import { AppError, notFound } from '../../errors';
import { languageOf, type Language } from '../../../shared/language';
import { macroIdSchema, pageIdSchema } from '../../../shared/confluence';
import { staticMacro } from '../../services/confluence/macro-static';
import { listMacroChecklists } from '../../services/confluence/placed-checklists';
import { renderMacroStatic } from '../../presenters/macro-static-html';
import { renderListStatic } from '../../presenters/list-static-html';
import { listParamsOfQuery, LIST_STATIC_MAX } from './list-static-query';
import { verifyHostRequest } from './request-token';

export const MACRO_STATIC_PATH = '/macro/static';
export const LIST_STATIC_PATH = '/macro/list/static';

const staticQuery = z.object({
  pageId: pageIdSchema,
  macroId: macroIdSchema,
  /** The person's locale where the host says it (`de-DE`); English otherwise. */
  loc: z.string().max(20).optional(),
});

/** The person exporting (none for an anonymous export), in the language Confluence names. */
interface Exporter {
  ctx: RequestContext | undefined;
  query: Record<string, unknown>;
  language: Language;
}

type Render = (exporter: Exporter) => Promise<string>;

export function confluenceRenderRoutes(deps: {
  tenants: TenantsRepository;
  rateLimit: RequestHandler;
  services: ServiceDeps;
}): Router {
  const router = Router();
  const exporter: Caller<Exporter> = async (req) => {
    const host = await verifyHostRequest(req, deps.tenants);
    if (host.site.productType !== 'confluence') throw notFound('errors.routeNotFound');
    const language = languageOf(typeof req.query.loc === 'string' ? req.query.loc : '') ?? 'en';
    const ctx = host.accountId
      ? hostCallContext({
          site: host.site,
          kind: 'atlassian',
          person: { accountId: host.accountId },
          locale: language,
        })
      : undefined;
    return { caller: { ctx, query: req.query, language }, locale: language };
  };
  const route = (path: string, render: Render) =>
    router.get(
      path,
      deps.rateLimit,
      handleHostCall(exporter, {}, async (who) => new HtmlAnswer(await render(who))),
    );

  route(MACRO_STATIC_PATH, async ({ ctx, query: raw, language }) => {
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

  route(LIST_STATIC_PATH, async ({ ctx, query: raw, language }) => {
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
