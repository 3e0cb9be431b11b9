/**
 * POST /api/templates/:uid/archive, /unarchive and DELETE /api/templates/:uid: for its owner,
 * editors and site admins, decided in the write's transaction against the template as it is
 * there. Checklists made from a deleted template keep their own items.
 */
import type { RequestContext } from '../../auth/request-context';
import type { TemplateRecord } from '../../db/repositories/templates-repository';
import type { TemplateView } from './template-views';
import { nowIso } from '../../db/clock';
import type { ServiceDeps } from '../service-deps';
import { auditRows } from '../audit/audit-writer';
import { templateForWrite, templateView } from './template-access';

/** Asking for the state it is already in changes nothing and writes no event. */
export async function setTemplateArchived(
  deps: ServiceDeps,
  ctx: RequestContext,
  uid: string,
  archived: boolean,
): Promise<TemplateView> {
  const saved = await deps.run(async (uow): Promise<TemplateRecord> => {
    const current = await templateForWrite(uow, ctx, uid, 'template.edit');
    if (current.archived === archived) return current;
    const at = nowIso();
    // Only the request that changed it logs it (parallel repeats change nothing).
    if (!(await uow.repos.templates.setArchived(ctx.tenantKey, uid, archived, at, ctx.user.id)))
      return current;
    await uow.repos.audit.insert(
      auditRows(ctx, at, [
        { action: archived ? 'template_archived' : 'template_unarchived', templateUid: uid },
      ]),
    );
    return {
      ...current,
      archived,
      updatedAt: at,
      updatedBy: ctx.user.id,
      version: current.version + 1,
    };
  });
  return templateView(deps.repos, ctx, saved);
}

export async function deleteTemplate(
  deps: ServiceDeps,
  ctx: RequestContext,
  uid: string,
): Promise<void> {
  await deps.run(async (uow) => {
    const current = await templateForWrite(uow, ctx, uid, 'template.delete');
    const at = nowIso();
    await uow.repos.templates.delete(ctx.tenantKey, uid);
    await uow.repos.audit.insert(
      auditRows(ctx, at, [
        { action: 'template_deleted', templateUid: uid, before: { title: current.title } },
      ]),
    );
  });
}
