/**
 * POST /api/checklists/:uid/archive and /unarchive. Archiving makes a checklist read-only
 * until restored; asking for the state it is already in changes nothing and writes no event.
 */
import type { RequestContext } from '../../auth/request-context';
import type { ServiceDeps } from '../service-deps';
import { writeChecklist } from './checklist-writer';
import { placeOfRow } from './checklist-place';
import { checklistView } from './read-checklist';
import type { ChecklistView } from '../../presenters/checklist-presenter';

export async function setChecklistArchived(
  deps: ServiceDeps,
  ctx: RequestContext,
  uid: string,
  archived: boolean,
): Promise<ChecklistView> {
  const { row: written } = await writeChecklist(
    deps,
    ctx,
    uid,
    ['checklist.archive'],
    async (_uow, row, at) => {
      if ((row.archived_at !== null) === archived) return { events: [], result: undefined };
      return {
        events: [
          {
            action: archived ? 'archived' : 'unarchived',
            checklistUid: uid,
            place: placeOfRow(row),
          },
        ],
        result: undefined,
        changes: { archived_at: archived ? at : null },
        touch: true,
      };
    },
  );
  return checklistView(deps.repos, ctx, written);
}
