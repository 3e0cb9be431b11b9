import type { ItemRow } from '../../db/repositories/items-repository';

/** What an item is given; everything else starts open, unsigned, without a note, at version 1. */
export type NewItemFields = Pick<
  ItemRow,
  | 'checklist_uid'
  | 'id'
  | 'tenant_key'
  | 'position'
  | 'kind'
  | 'text'
  | 'mandatory'
  | 'assignee_id'
  | 'due_date'
>;

export const newItemRow = (fields: NewItemFields): ItemRow => ({
  ...fields,
  status: 'open',
  status_category: 'open',
  status_set_by: null,
  status_set_at: null,
  skip_reason: null,
  note: null,
  note_by: null,
  note_at: null,
  signed: 0,
  version: 1,
});
