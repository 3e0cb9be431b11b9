/**
 * POST /api/checklists/:uid/archive and /unarchive. Archiving makes a checklist read-only
 * until restored; asking for the state it is already in changes nothing and writes no event.
 */
import type { RequestContext } from '../../auth/request-context';
import type { ServiceDeps } from '../service-deps';
import { writeChecklist, type WriteChange } from './checklist-writer';
import { placeOfRow } from './checklist-place';
import { checklistView } from './read-checklist';
import type { ChecklistView } from './checklist-views';

/**
 * Archiving or restoring, for the API and a deleted Jira issue (`reason: 'issue-deleted'`, in
 * the event). The state it is in already changes nothing and logs nothing.
 */
export function archiveChange(archived: boolean, reason?: string): WriteChange<void> {
  return async (_uow, row, at) => {
    if ((row.archived_at !== null) === archived) return { events: [], result: undefined };
    return {
      events: [
        {
          action: archived ? 'archived' : 'unarchived',
          checklistUid: row.uid,
          place: placeOfRow(row),
          ...(reason ? { after: { reason } } : {}),
        },
      ],
      result: undefined,
      changes: { archived_at: archived ? at : null },
      touch: true,
    };
  };
}

export async function setChecklistArchived(
  deps: ServiceDeps,
  ctx: RequestContext,
  uid: string,
  archived: boolean,
): Promise<ChecklistView> {
  const { row } = await writeChecklist(
    deps,
    ctx,
    uid,
    ['checklist.archive'],
    archiveChange(archived),
  );
  return checklistView(deps.repos, ctx, row);
}
