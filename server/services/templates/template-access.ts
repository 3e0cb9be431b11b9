/** Reading a template for an action, and the caller's permissions on it. */
import type { RequestContext } from '../../auth/request-context';
import type { Repositories, UnitOfWork } from '../../db/unit-of-work';
import type { TemplateRecord } from '../../db/repositories/templates-repository';
import type { TemplateView } from '../templates/template-views';
import { authorize } from '../../policies/authorize';
import { templatePermissions } from '../../policies/permissions';
import { notFound } from '../../errors';

type TemplateAction = 'template.read' | 'template.edit' | 'template.delete';

/** The template, once the caller may do `action` with it (404 when there is none). */
export async function loadTemplate(
  repos: Repositories,
  ctx: RequestContext,
  uid: string,
  action: TemplateAction,
): Promise<TemplateRecord> {
  const template = await repos.templates.find(ctx.tenantKey, uid);
  if (!template) throw notFound('errors.templateNotFound');
  authorize(ctx, action, template);
  return template;
}

/**
 * The first step of every write to a template (or of what hangs on it, its invitations):
 * read it in the write's transaction (locked on PostgreSQL) and authorize `action` against it
 * there, so a right checked is a right that still holds when the change is written.
 */
export async function templateForWrite(
  uow: UnitOfWork,
  ctx: RequestContext,
  uid: string,
  action: Exclude<TemplateAction, 'template.read'>,
): Promise<TemplateRecord> {
  const template = await uow.repos.templates.findForWrite(ctx.tenantKey, uid);
  if (!template) throw notFound('errors.templateNotFound');
  authorize(ctx, action, template);
  return template;
}

/**
 * The template as the API answers it: with its checklist count and the caller's rights. It
 * decides nothing (a write answers with it after its transaction authorized the change).
 */
export async function templateView(
  repos: Repositories,
  ctx: RequestContext,
  template: TemplateRecord,
): Promise<TemplateView> {
  const counts = await repos.checklists.countByTemplate(ctx.tenantKey, [template.uid]);
  return {
    template,
    checklistCount: counts.get(template.uid) ?? 0,
    permissions: templatePermissions(ctx, template),
  };
}
