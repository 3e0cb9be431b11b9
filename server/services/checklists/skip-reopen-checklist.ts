/**
 * POST /api/checklists/:uid/skip and /reopen (the checklist's structure). Skipping a skipped
 * checklist, or reopening one that is open, answers 409 and writes nothing: repeated or
 * concurrent requests leave exactly one audit event.
 */
import type { RequestContext } from '../../auth/request-context';
import { conflict } from '../../errors';
import type { ServiceDeps } from '../service-deps';
import { writeChecklist, type WriteChange } from './checklist-writer';
import { placeOfRow } from './checklist-place';
import { checklistView } from './read-checklist';
import type { ChecklistView } from './checklist-views';

/**
 * The skip itself, for the API and the "Skip checklists" post function. A second skip would
 * replace the first one's reason and log again: the API refuses it (409); a rule leaves a
 * skipped or completed checklist as it is (`settled: 'unchanged'`).
 */
export function skipChange(
  ctx: RequestContext,
  reason: string,
  settled: 'conflict' | 'unchanged',
): WriteChange<void> {
  return async (_uow, row, at) => {
    if (settled === 'unchanged' && (row.skipped_at || row.completed_at)) {
      return { events: [], result: undefined };
    }
    if (row.skipped_at) throw conflict('errors.checklistAlreadySkipped');
    return {
      events: [
        { action: 'skipped', checklistUid: row.uid, place: placeOfRow(row), after: { reason } },
      ],
      result: undefined,
      changes: { skipped_at: at, skipped_by: ctx.user.id, skip_reason: reason },
      touch: true,
    };
  };
}

export async function skipChecklist(
  deps: ServiceDeps,
  ctx: RequestContext,
  uid: string,
  reason: string,
): Promise<ChecklistView> {
  const change = skipChange(ctx, reason, 'conflict');
  const { row } = await writeChecklist(deps, ctx, uid, ['checklist.edit'], change);
  return checklistView(deps.repos, ctx, row);
}

export async function reopenChecklist(
  deps: ServiceDeps,
  ctx: RequestContext,
  uid: string,
): Promise<ChecklistView> {
  const { row: written } = await writeChecklist(
    deps,
    ctx,
    uid,
    ['checklist.edit'],
    async (_uow, row) => {
      if (!row.completed_at && !row.skipped_at) throw conflict('errors.notCompletedOrSkipped');
      return {
        events: [
          {
            action: 'reopened',
            checklistUid: uid,
            place: placeOfRow(row),
            before: {
              status: row.status,
              completedBy: row.completed_by,
              skipReason: row.skip_reason,
            },
          },
        ],
        result: undefined,
        changes: {
          completed_at: null,
          completed_by: null,
          skipped_at: null,
          skipped_by: null,
          skip_reason: null,
        },
        touch: true,
      };
    },
  );
  return checklistView(deps.repos, ctx, written);
}
