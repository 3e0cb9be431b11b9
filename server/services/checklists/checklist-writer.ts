/**
 * Every change to a checklist goes through here, in one transaction:
 *   read the checklist (taking its row lock on PostgreSQL) → authorize the action against it
 *   → apply the change → recompute status and progress → save every changed field of the
 *   checklist in one statement → write the audit events → publish the live update, delivered
 *   when the transaction commits.
 * Authorizing against the locked row means a right checked is a right that still holds when
 * the change is written. Before the rights, the row's place must be one the caller's host lets
 * them see (places/place-gate.ts: from memory inside the transaction, asked outside it).
 */
import type { RequestContext } from '../../auth/request-context';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { ChecklistRow } from '../../db/repositories/checklists-repository';
import type { ChangeBus } from '../live/change-bus';
import type { PlaceChanges } from '../places/place-changes';
import type { TransactionRunner } from '../../db/unit-of-work';
import type { PlaceVisibility } from '../places/place-visibility';
import { gatePlace, withPlaceAnswer, type PlaceAnswer } from '../places/place-gate';
import { authorize } from '../../policies/authorize';
import { auditRows, type AuditEntry } from '../audit/audit-writer';
import { deriveState } from './checklist-state';
import { checklistAccess } from './checklist-access';
import { notFound } from '../../errors';
import { nowIso } from '../../db/clock';

/**
 * Item status changes move a checklist's "last updated" at most once a minute: sorting by
 * activity stays right to the minute, and busy checklists don't churn the list indexes.
 */
export const ACTIVITY_RESOLUTION_MS = 60_000;

/** The checklist actions a write can need (policies/checklist-policy.ts). */
export type WriteAction = 'checklist.work' | 'checklist.edit' | 'checklist.archive';

export interface WriteStep<T> {
  events: AuditEntry[];
  result: T;
  /** Checklist fields the step changes; saved with the derived ones. */
  changes?: Partial<ChecklistRow>;
  /** The change is one people look for by date (a rename, a skip): always moves "updated". */
  touch?: boolean;
  /**
   * The step changed what completion depends on (an item's status or signature, its
   * mandatory flag, an item added or removed). Only such a write records a completion.
   */
  itemsChanged?: boolean;
}

export type WriteChange<T> = (
  uow: UnitOfWork,
  row: ChecklistRow,
  at: string,
) => Promise<WriteStep<T>>;

/** Authorizes each of `actions` against the checklist as it is locked for this write. */
async function authorizeWrite(
  uow: UnitOfWork,
  ctx: RequestContext,
  row: ChecklistRow,
  actions: readonly WriteAction[],
): Promise<void> {
  // Ticking needs nothing but the row; the other actions look at the template and the site.
  if (actions.every((action) => action === 'checklist.work')) {
    authorize(ctx, 'checklist.work', {
      uid: row.uid,
      archived: row.archived_at !== null,
      templateUid: row.template_uid,
    });
    return;
  }
  const access = await checklistAccess(uow.repos, row);
  for (const action of actions) authorize(ctx, action, access);
}

type WriterDeps = {
  run: TransactionRunner;
  bus: ChangeBus;
  placeChanges: PlaceChanges;
  visibility: PlaceVisibility;
};

export const writeChecklist = <T>(
  deps: WriterDeps,
  ctx: RequestContext,
  uid: string,
  actions: readonly WriteAction[],
  change: WriteChange<T>,
): Promise<{ result: T; row: ChecklistRow }> =>
  withPlaceAnswer(deps.visibility, ctx, (told) => writeOnce(deps, ctx, uid, actions, change, told));

async function writeOnce<T>(
  deps: WriterDeps,
  ctx: RequestContext,
  uid: string,
  actions: readonly WriteAction[],
  change: WriteChange<T>,
  told: PlaceAnswer | undefined,
): Promise<{ result: T; row: ChecklistRow }> {
  return deps.run(async (uow) => {
    const at = nowIso();
    const current = await uow.repos.checklists.findForWrite(ctx.tenantKey, uid);
    if (!current) throw notFound('errors.checklistNotFound');
    gatePlace(deps.visibility, ctx, current, told);
    await authorizeWrite(uow, ctx, current, actions);

    const step = await change(uow, current, at);
    // A step that changes nothing (archiving an archived checklist) saves, logs and announces
    // nothing: repeating it any number of times leaves the checklist as it was.
    if (!step.events.length && !step.changes && !step.itemsChanged) {
      return { result: step.result, row: current };
    }
    const changed = { ...current, ...step.changes };
    const { fields, events } = deriveState(
      changed,
      await uow.repos.items.ruleRows(ctx.tenantKey, uid),
      ctx.user.id,
      at,
      step.itemsChanged === true,
    );
    const touch =
      step.touch || Date.parse(at) - Date.parse(current.updated_at) >= ACTIVITY_RESOLUTION_MS;
    const saved: Partial<ChecklistRow> = {
      ...step.changes,
      ...fields,
      version: current.version + 1,
      ...(touch ? { updated_at: at, updated_by: ctx.user.id } : {}),
    };
    await uow.repos.checklists.saveWrite(ctx.tenantKey, uid, saved);
    await uow.repos.audit.insert(auditRows(ctx, at, [...step.events, ...events]));
    await deps.placeChanges.changed(uow, current, at);
    await deps.bus.publish(uow, {
      tenantKey: ctx.tenantKey,
      checklistUid: uid,
      version: current.version + 1,
    });
    return { result: step.result, row: { ...changed, ...saved } };
  });
}
