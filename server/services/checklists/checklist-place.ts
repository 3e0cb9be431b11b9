import type { ChecklistRow } from '../../db/repositories/checklists-repository';
import type { Place } from '../../../shared/checklists';

/**
 * Where a checklist lives: as the API shows it (an issue with its key, a page with the macro)
 * and as its audit events record it (their `kind` and `id`).
 */
export function placeOfRow(
  row: Pick<ChecklistRow, 'place_kind' | 'place_id' | 'place_key' | 'macro_id'>,
): Place & { key?: string } {
  if (row.place_kind === 'jira_issue') {
    return { kind: 'jira_issue', id: row.place_id ?? '', key: row.place_key ?? '' };
  }
  if (row.place_kind === 'confluence_page') {
    return {
      kind: 'confluence_page',
      id: row.place_id ?? '',
      ...(row.macro_id ? { macroId: row.macro_id } : {}),
    };
  }
  return { kind: 'standalone' };
}
