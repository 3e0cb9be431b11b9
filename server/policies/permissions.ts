/** The permissions the API sends with a resource: the policy rules' answers for the caller. */
import type { RequestContext } from '../auth/request-context';
import type { ChecklistPermissions } from '../../shared/checklists';
import type { TemplatePermissions } from '../../shared/templates';
import type { CallerPermissions } from '../../shared/me';
import { can, SITE } from './authorize';
import type { ChecklistAccess, SignatureAccess } from './checklist-policy';
import type { TemplateAccess } from './template-policy';

export function checklistPermissions(
  ctx: RequestContext,
  checklist: ChecklistAccess,
): ChecklistPermissions {
  return {
    canWork: can(ctx, 'checklist.work', checklist),
    canEdit: can(ctx, 'checklist.edit', checklist),
    canArchive: can(ctx, 'checklist.archive', checklist),
    canDelete: can(ctx, 'checklist.delete', checklist),
    canShare: can(ctx, 'checklist.share', checklist),
  };
}

export function templatePermissions(
  ctx: RequestContext,
  template: TemplateAccess,
): TemplatePermissions {
  return {
    canEdit: can(ctx, 'template.edit', template),
    canDelete: can(ctx, 'template.delete', template),
    canUse: can(ctx, 'template.use', template),
    canChangeEditors: can(ctx, 'template.changeEditors', template),
  };
}

/** Whether the caller may remove (or sign over) a signature by `signedBy`. */
export const canRemoveSignature = (ctx: RequestContext, signature: SignatureAccess): boolean =>
  can(ctx, 'signature.remove', signature);

/** What the caller may do on the site beyond one resource (GET /api/me). */
export const callerPermissions = (ctx: RequestContext): CallerPermissions => ({
  canCreateTemplates: can(ctx, 'template.create', SITE),
  canSearchPeople: can(ctx, 'people.read', SITE),
});
