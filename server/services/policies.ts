/**
 * Who may do what (product.md, "Who uses it"). The API sends these results with each
 * resource, so the client shows only what the server allows and never re-implements a rule.
 *
 * - Templates: the owner, the editors and site admins edit, archive and delete; only the owner
 *   and site admins change who the editors are; every site member sees and uses active
 *   templates.
 * - Checklists: every site member works on items, renames, assigns and archives; the
 *   creator, the managers of its template and site admins delete. An archived checklist is
 *   read-only: members may only restore it (and those who may delete it, delete it).
 * - Signatures: every site member signs an unsigned signature item; a signature is removed
 *   (or signed over) only by the person who signed it, the managers of the checklist's
 *   template (owner and editors) and site admins. The API sends `signature.canRemove` with
 *   each signed item; others get 403 and nothing changes.
 */
import type { RequestContext } from '../auth/request-context';
import type { TemplatePermissions } from '../../shared/templates';
import type { ChecklistPermissions } from '../../shared/checklists';

interface TemplateOwnership {
  ownerId: string;
  editorIds: readonly string[];
  archived: boolean;
}

export function managesTemplate(
  ctx: RequestContext,
  template: Omit<TemplateOwnership, 'archived'>,
) {
  return (
    ctx.isAdmin || template.ownerId === ctx.user.id || template.editorIds.includes(ctx.user.id)
  );
}

export function templatePolicy(
  ctx: RequestContext,
  template: TemplateOwnership,
): TemplatePermissions {
  const manager = managesTemplate(ctx, template);
  return {
    canEdit: manager,
    canDelete: manager,
    canUse: !template.archived,
    canChangeEditors: ctx.isAdmin || template.ownerId === ctx.user.id,
  };
}

export function checklistPolicy(
  ctx: RequestContext,
  checklist: { createdBy: string; archived: boolean },
  template: Omit<TemplateOwnership, 'archived'> | null,
): ChecklistPermissions {
  const member = ctx.user.kind === 'atlassian' || ctx.user.kind === 'portal';
  // An archived checklist is read-only until restored: the writer refuses every change but
  // the restore (checklist-writer.ts), so the permissions say the same.
  return {
    canWork: member && !checklist.archived,
    canEdit: member && !checklist.archived,
    canArchive: member,
    canDelete:
      ctx.isAdmin ||
      checklist.createdBy === ctx.user.id ||
      (template !== null && managesTemplate(ctx, template)),
  };
}

/**
 * Whether the caller may remove a signature, or sign over it: the signer, the managers of
 * the checklist's template and site admins, on a checklist that is not archived.
 */
export function mayRemoveSignature(
  ctx: RequestContext,
  signature: { signedBy: string },
  checklist: { archived: boolean },
  template: Omit<TemplateOwnership, 'archived'> | null,
): boolean {
  if (checklist.archived) return false;
  return (
    ctx.isAdmin ||
    signature.signedBy === ctx.user.id ||
    (template !== null && managesTemplate(ctx, template))
  );
}
