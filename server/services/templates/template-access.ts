/** Reading a template for an action, and the caller's permissions on it. */
import type { RequestContext } from '../../auth/request-context';
import type { Repositories } from '../../db/unit-of-work';
import type { TemplateRecord } from '../../db/repositories/templates-repository';
import type { TemplateView } from '../templates/template-views';
import { authorize } from '../../policies/authorize';
import { templatePermissions } from '../../policies/permissions';
import { notFound } from '../../errors';

/** The template, once the caller may do `action` with it (404 when there is none). */
export async function loadTemplate(
  repos: Repositories,
  ctx: RequestContext,
  uid: string,
  action: 'template.read' | 'template.edit' | 'template.delete',
): Promise<TemplateRecord> {
  const template = await repos.templates.find(ctx.tenantKey, uid);
  if (!template) throw notFound('errors.templateNotFound');
  authorize(ctx, action, template);
  return template;
}

/** The template as the API answers it: with its checklist count and the caller's rights. */
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
