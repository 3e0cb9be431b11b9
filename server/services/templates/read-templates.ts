/** GET /api/templates (a page, with the site's tags) and GET /api/templates/:uid. */
import type { RequestContext } from '../../auth/request-context';
import type { Repositories } from '../../db/unit-of-work';
import type { TemplateSummaryView, TemplateView } from '../templates/template-views';
import type { ListTemplatesQuery } from '../../../shared/templates';
import type { Page } from '../../../shared/pagination';
import { authorize, SITE } from '../../policies/authorize';
import { templatePermissions } from '../../policies/permissions';
import { isPortalUser } from '../../policies/callers';
import { loadTemplate, templateView } from './template-access';

export async function listTemplates(
  deps: { repos: Repositories },
  ctx: RequestContext,
  query: ListTemplatesQuery,
): Promise<Page<TemplateSummaryView> & { tags: string[] }> {
  const { repos } = deps;
  authorize(ctx, 'template.read', SITE);
  // What the list answers beside its rows (the tags) is narrowed exactly like the rows.
  const reach = isPortalUser(ctx) ? { portalUid: ctx.user.id } : {};
  const [{ rows, total }, tags] = await Promise.all([
    repos.templates.list(
      ctx.tenantKey,
      { archived: query.archived, search: query.search, tag: query.tag, ...reach },
      { limit: query.perPage, offset: (query.page - 1) * query.perPage },
    ),
    repos.templates.tags(ctx.tenantKey, reach),
  ]);
  const counts = await repos.checklists.countByTemplate(
    ctx.tenantKey,
    rows.map((r) => r.uid),
  );
  return {
    items: rows.map((template) => ({
      template,
      checklistCount: counts.get(template.uid) ?? 0,
      permissions: templatePermissions(ctx, template),
    })),
    page: query.page,
    perPage: query.perPage,
    total,
    tags,
  };
}

export async function readTemplate(
  deps: { repos: Repositories },
  ctx: RequestContext,
  uid: string,
): Promise<TemplateView> {
  return templateView(deps.repos, ctx, await loadTemplate(deps.repos, ctx, uid, 'template.read'));
}
