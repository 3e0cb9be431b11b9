import type { RequestContext } from '../auth/request-context';
import type { ChecklistRow } from '../db/repositories/checklists-repository';
import type { ItemRow } from '../db/repositories/items-repository';
import type { SignatureRow } from '../db/repositories/signatures-repository';
import type { TemplateRecord } from '../db/repositories/templates-repository';
import type {
  ChecklistDto,
  ChecklistItemDto,
  ChecklistStateDto,
  ChecklistSummaryDto,
  ItemSignatureDto,
  Place,
} from '../../shared/checklists';
import { checklistPolicy, mayRemoveSignature } from '../services/policies';

type SignatureMeta = Pick<SignatureRow, 'item_id' | 'mime_type' | 'signed_by' | 'signed_at'>;
type TemplateOwnership = Pick<TemplateRecord, 'ownerId' | 'editorIds'> | null;

function placeOf(row: ChecklistRow): Place & { key?: string } {
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

export function presentChecklistSummary(
  ctx: RequestContext,
  row: ChecklistRow,
  template: { title: string | null; ownership: TemplateOwnership },
): ChecklistSummaryDto {
  return {
    uid: row.uid,
    title: row.title,
    templateUid: row.template_uid,
    templateTitle: template.title,
    templateVersion: row.template_version,
    place: placeOf(row),
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
    permissions: checklistPolicy(
      ctx,
      { createdBy: row.created_by, archived: row.archived_at !== null },
      template.ownership,
    ),
  };
}

/**
 * An item as the API sends it. `canRemoveSignature` is the caller's right to remove its
 * signature (mayRemoveSignature in policies.ts); false where no caller's view is shown.
 */
export function presentItem(
  item: ItemRow,
  signature: SignatureMeta | undefined,
  canRemoveSignature = false,
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

export function presentChecklist(
  ctx: RequestContext,
  row: ChecklistRow,
  items: ItemRow[],
  signatures: SignatureMeta[],
  template: { title: string | null; ownership: TemplateOwnership },
): ChecklistDto {
  const byItem = new Map(signatures.map((s) => [s.item_id, s]));
  const archived = row.archived_at !== null;
  return {
    ...presentChecklistSummary(ctx, row, template),
    items: items.map((item) => {
      const signature = byItem.get(item.id);
      return presentItem(
        item,
        signature,
        signature !== undefined &&
          mayRemoveSignature(
            ctx,
            { signedBy: signature.signed_by },
            { archived },
            template.ownership,
          ),
      );
    }),
  };
}
