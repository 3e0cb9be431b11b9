/** GET /api/checklists/:uid: a checklist with its items, signatures and the caller's rights. */
import type { RequestContext } from '../../auth/request-context';
import type { Repositories } from '../../db/unit-of-work';
import type { ChecklistRow } from '../../db/repositories/checklists-repository';
import type { ChecklistView } from './checklist-views';
import { authorize } from '../../policies/authorize';
import { canRemoveSignature, checklistPermissions } from '../../policies/permissions';
import { notFound } from '../../errors';
import { accessOf, everyoneEdits } from './checklist-access';
import type { PlaceVisibility } from '../places/place-visibility';
import { requireVisiblePlace } from '../places/placed-access';

export async function readChecklist(
  deps: { repos: Repositories; visibility: PlaceVisibility },
  ctx: RequestContext,
  uid: string,
): Promise<ChecklistView> {
  const row = await deps.repos.checklists.find(ctx.tenantKey, uid);
  if (!row) throw notFound('errors.checklistNotFound');
  // A place the host hides from the caller looks like no checklist at all.
  await requireVisiblePlace(deps, ctx, row);
  authorize(ctx, 'checklist.read', { uid: row.uid, templateUid: row.template_uid });
  return checklistView(deps.repos, ctx, row);
}

/**
 * The checklist as the API answers it: `row` with its items, signatures and the caller's
 * rights. It decides nothing: a write answers with it once its transaction authorized and
 * committed the change (an answer is never refused after a commit); reads authorize first.
 */
export async function checklistView(
  repos: Repositories,
  ctx: RequestContext,
  row: ChecklistRow,
): Promise<ChecklistView> {
  const [items, signatures, template, everyone] = await Promise.all([
    repos.items.list(ctx.tenantKey, row.uid),
    repos.signatures.listMeta(ctx.tenantKey, row.uid),
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
      canRemoveSignature(ctx, {
        signedBy,
        archived: access.archived,
        templateUid: row.template_uid,
        templateManagers: managers,
      }),
  };
}
