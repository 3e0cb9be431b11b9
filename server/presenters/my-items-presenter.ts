/** "My items" as the API sends them (shared/my-items.ts). */
import type { MyItemView } from '../services/items/my-items';
import type { MyItemDto } from '../../shared/my-items';
import { placeOfRow } from '../services/checklists/checklist-place';

export function presentMyItem(view: MyItemView): MyItemDto {
  const { row } = view;
  return {
    item: {
      id: row.id,
      text: row.text,
      mandatory: row.mandatory === 1,
      dueDate: row.due_date,
      status: row.status,
      statusCategory: row.status_category,
      version: row.version,
    },
    checklist: {
      uid: row.checklist_uid,
      title: row.checklist_title,
      templateUid: row.template_uid,
      place: placeOfRow(row),
      canWork: view.canWork,
    },
    overdue: view.overdue,
  };
}
