/**
 * DELETE /api/checklists/:uid: its creator, its template's managers and site admins delete a
 * checklist with its items and signatures; its audit log stays readable.
 */
import type { RequestContext } from '../../auth/request-context';
import { authorize } from '../../policies/authorize';
import { notFound } from '../../errors';
import { nowIso } from '../../db/clock';
import type { ServiceDeps } from '../service-deps';
import { auditRows } from '../audit/audit-writer';
import { templateManagersOf } from './checklist-access';
import { placeOfRow } from './checklist-place';
import { gatePlace, withPlaceAnswer, type PlaceAnswer } from '../places/place-gate';

export const deleteChecklist = (
  deps: ServiceDeps,
  ctx: RequestContext,
  uid: string,
): Promise<void> =>
  withPlaceAnswer(deps.visibility, ctx, (told) => deleteOnce(deps, ctx, uid, told));

async function deleteOnce(
  deps: ServiceDeps,
  ctx: RequestContext,
  uid: string,
  told: PlaceAnswer | undefined,
): Promise<void> {
  const at = nowIso();
  await deps.run(async (uow) => {
    const row = await uow.repos.checklists.findForWrite(ctx.tenantKey, uid);
    if (!row) throw notFound('errors.checklistNotFound');
    gatePlace(deps.visibility, ctx, row, told);
    authorize(ctx, 'checklist.delete', {
      createdBy: row.created_by,
      templateUid: row.template_uid,
      templateManagers: await templateManagersOf(uow.repos, ctx.tenantKey, row.template_uid),
    });
    const items = await uow.repos.items.list(ctx.tenantKey, uid);
    await uow.repos.checklists.delete(ctx.tenantKey, uid);
    await uow.repos.audit.insert(
      auditRows(ctx, at, [
        {
          action: 'deleted',
          checklistUid: uid,
          templateUid: row.template_uid,
          place: placeOfRow(row),
          before: {
            title: row.title,
            items: items.length,
            notes: items.filter((i) => i.note).length,
            signatures: items.filter((i) => i.signed === 1).length,
          },
        },
      ]),
    );
    await deps.placeChanges.changed(uow, row, at);
    await deps.bus.publish(uow, {
      tenantKey: ctx.tenantKey,
      checklistUid: uid,
      version: row.version + 1,
      deleted: true,
    });
  });
}
