/**
 * Checklists and items as the API sends them. The caller's permissions arrive already decided
 * (policies/permissions.ts): presenters only choose and name fields.
 */
import type { ChecklistRow } from '../db/repositories/checklists-repository';
import type { ItemRow } from '../db/repositories/items-repository';
import { placeOfRow } from '../services/checklists/checklist-place';
import type {
  ChecklistSummaryView,
  ChecklistView,
  ItemView,
  SignatureMeta,
} from '../services/checklists/checklist-views';
import type {
  ChecklistDto,
  ChecklistItemDto,
  ChecklistStateDto,
  ChecklistSummaryDto,
  ItemResult,
  ItemSignatureDto,
} from '../../shared/checklists';

const progressOfRow = (row: ChecklistRow) => ({
  done: row.progress_done,
  total: row.progress_total,
  percent:
    row.progress_total === 0 ? 0 : Math.floor((row.progress_done / row.progress_total) * 100),
});

export function presentChecklistState(row: ChecklistRow): ChecklistStateDto {
  return {
    uid: row.uid,
    status: row.status,
    progress: progressOfRow(row),
    openRequired: row.open_required,
    completedAt: row.completed_at,
    completedBy: row.completed_by,
    updatedAt: row.updated_at,
    version: row.version,
  };
}

export function presentChecklistSummary(view: ChecklistSummaryView): ChecklistSummaryDto {
  const { row } = view;
  return {
    uid: row.uid,
    title: row.title,
    templateUid: row.template_uid,
    templateTitle: view.templateTitle,
    templateVersion: row.template_version,
    place: placeOfRow(row),
    assigneeId: row.assignee_id,
    dueDate: row.due_date,
    status: row.status,
    progress: progressOfRow(row),
    openRequired: row.open_required,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    completedAt: row.completed_at,
    completedBy: row.completed_by,
    skippedAt: row.skipped_at,
    skippedBy: row.skipped_by,
    skipReason: row.skip_reason,
    archivedAt: row.archived_at,
    version: row.version,
    metaVersion: row.meta_version,
    permissions: view.permissions,
  };
}

/** An item; `canRemoveSignature` is the caller's right to remove its signature. */
export function presentItem(
  item: ItemRow,
  signature: SignatureMeta | undefined,
  canRemoveSignature: boolean,
): ChecklistItemDto {
  return {
    id: item.id,
    position: item.position,
    kind: item.kind,
    text: item.text,
    mandatory: item.mandatory === 1,
    assigneeId: item.assignee_id,
    dueDate: item.due_date,
    status: item.status,
    statusCategory: item.status_category,
    statusSetBy: item.status_set_by,
    statusSetAt: item.status_set_at,
    skipReason: item.skip_reason,
    note: item.note,
    noteBy: item.note_by,
    noteAt: item.note_at,
    signature: signature
      ? {
          mimeType: signature.mime_type as ItemSignatureDto['mimeType'],
          signedBy: signature.signed_by,
          signedAt: signature.signed_at,
          canRemove: canRemoveSignature,
        }
      : null,
    version: item.version,
  };
}

export function presentChecklist(view: ChecklistView): ChecklistDto {
  const byItem = new Map(view.signatures.map((s) => [s.item_id, s]));
  return {
    ...presentChecklistSummary(view),
    items: view.items.map((item) => {
      const signature = byItem.get(item.id);
      return presentItem(
        item,
        signature,
        signature !== undefined && view.canRemoveSignatureBy(signature.signed_by),
      );
    }),
  };
}

export function presentItemResult(view: ItemView): ItemResult {
  return {
    item: view.item ? presentItem(view.item, view.signature, view.canRemoveSignature) : null,
    checklist: presentChecklistState(view.row),
  };
}
