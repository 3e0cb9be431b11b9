/**
 * POST /api/templates/:uid/archive, /unarchive and DELETE /api/templates/:uid: for its owner,
 * editors and site admins. Checklists made from a deleted template keep their own items.
 */
import type { RequestContext } from '../../auth/request-context';
import type { TemplateView } from '../templates/template-views';
import { nowIso } from '../../db/clock';
import type { ServiceDeps } from '../service-deps';
import { auditRows } from '../audit/audit-writer';
import { loadTemplate, templateView } from './template-access';

export async function setTemplateArchived(
  deps: ServiceDeps,
  ctx: RequestContext,
  uid: string,
  archived: boolean,
): Promise<TemplateView> {
  const current = await loadTemplate(deps.repos, ctx, uid, 'template.edit');
  if (current.archived !== archived) {
    const at = nowIso();
    await deps.run(async ({ repos }) => {
      // Only the request that changed it logs it (parallel repeats change nothing).
      if (!(await repos.templates.setArchived(ctx.tenantKey, uid, archived, at, ctx.user.id))) {
        return;
      }
      await repos.audit.insert(
        auditRows(ctx, at, [
          { action: archived ? 'template_archived' : 'template_unarchived', templateUid: uid },
        ]),
      );
    });
  }
  return templateView(deps.repos, ctx, await loadTemplate(deps.repos, ctx, uid, 'template.read'));
}

export async function deleteTemplate(
  deps: ServiceDeps,
  ctx: RequestContext,
  uid: string,
): Promise<void> {
  const current = await loadTemplate(deps.repos, ctx, uid, 'template.delete');
  const at = nowIso();
  await deps.run(async ({ repos }) => {
    await repos.templates.delete(ctx.tenantKey, uid);
    await repos.audit.insert(
      auditRows(ctx, at, [
        { action: 'template_deleted', templateUid: uid, before: { title: current.title } },
      ]),
    );
  });
}
