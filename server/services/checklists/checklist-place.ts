import type { ChecklistRow } from '../../db/repositories/checklists-repository';

/** Where a checklist lives, as its audit events record it. */
export const placeOfRow = (row: ChecklistRow) => ({ kind: row.place_kind, id: row.place_id });
