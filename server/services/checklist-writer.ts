/**
 * Every change to a checklist goes through here, in one transaction:
 *   read the checklist (taking its row lock on PostgreSQL) → apply the change → recompute
 *   status and progress → save every changed field of the checklist in one statement →
 *   write the audit events → publish the live update, delivered when the transaction commits.
 */
import type { RequestContext } from '../auth/request-context';
import type { TransactionRunner, UnitOfWork } from '../db/unit-of-work';
import type { ChecklistRow } from '../db/repositories/checklists-repository';
import type { ChangeBus } from './live/change-bus';
import { auditRows, type AuditEntry } from './audit-writer';
import { deriveState } from './checklist-state';
import { conflict, notFound } from '../errors';
import { nowIso } from '../db/clock';

/**
 * Item status changes move a checklist's "last updated" at most once a minute: sorting by
 * activity stays right to the minute, and busy checklists don't churn the list indexes.
 */
export const ACTIVITY_RESOLUTION_MS = 60_000;

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

export type ChecklistWriter = <T>(
  ctx: RequestContext,
  uid: string,
  change: (uow: UnitOfWork, row: ChecklistRow, at: string) => Promise<WriteStep<T>>,
  options?: { allowArchived?: boolean },
) => Promise<{ result: T; row: ChecklistRow }>;

export function createChecklistWriter(deps: {
  run: TransactionRunner;
  bus: ChangeBus;
}): ChecklistWriter {
  return (ctx, uid, change, options = {}) =>
    deps.run(async (uow) => {
      const at = nowIso();
      const current = await uow.repos.checklists.findForWrite(ctx.tenantKey, uid);
      if (!current) throw notFound('errors.checklistNotFound');
      if (current.archived_at && !options.allowArchived) throw conflict('errors.checklistArchived');

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
      await deps.bus.publish(uow, {
        tenantKey: ctx.tenantKey,
        checklistUid: uid,
        version: current.version + 1,
      });
      return { result: step.result, row: { ...changed, ...saved } };
    });
}
