/** GET /api/checklists/:uid: a checklist with its items, signatures and the caller's rights. */
import type { RequestContext } from '../../auth/request-context';
import type { Repositories } from '../../db/unit-of-work';
import type { ChecklistView } from '../checklists/checklist-views';
import { authorize } from '../../policies/authorize';
import { canRemoveSignature, checklistPermissions } from '../../policies/permissions';
import { notFound } from '../../errors';
import { accessOf, everyoneEdits } from './checklist-access';

export async function readChecklist(
  deps: { repos: Repositories },
  ctx: RequestContext,
  uid: string,
): Promise<ChecklistView> {
  const { repos } = deps;
  const row = await repos.checklists.find(ctx.tenantKey, uid);
  if (!row) throw notFound('errors.checklistNotFound');
  authorize(ctx, 'checklist.read', { templateUid: row.template_uid });
  const [items, signatures, template, everyone] = await Promise.all([
    repos.items.list(ctx.tenantKey, uid),
    repos.signatures.listMeta(ctx.tenantKey, uid),
    row.template_uid ? repos.templates.find(ctx.tenantKey, row.template_uid) : undefined,
    everyoneEdits(repos, ctx.tenantKey),
  ]);
  const managers = template
    ? { uid: template.uid, ownerId: template.ownerId, editorIds: template.editorIds }
    : null;
  const access = accessOf(row, managers, everyone);
  return {
    row,
    templateTitle: template?.title ?? null,
    permissions: checklistPermissions(ctx, access),
    items,
    signatures,
    canRemoveSignatureBy: (signedBy) =>
      canRemoveSignature(ctx, { signedBy, archived: access.archived, templateManagers: managers }),
  };
}
