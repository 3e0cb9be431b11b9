/**
 * What the checklist actions answer: rows with the caller's permissions, already decided by the
 * policies. The presenters (server/presenters/checklist-presenter.ts) turn these into the DTOs
 * of shared/checklists.ts.
 */
import type { ChecklistRow } from '../../db/repositories/checklists-repository';
import type { ItemRow } from '../../db/repositories/items-repository';
import type { SignatureRow } from '../../db/repositories/signatures-repository';
import type { ChecklistPermissions } from '../../../shared/checklists';

export type SignatureMeta = Pick<SignatureRow, 'item_id' | 'mime_type' | 'signed_by' | 'signed_at'>;

/** A checklist row with what the caller may do and its template's title. */
export interface ChecklistSummaryView {
  row: ChecklistRow;
  templateTitle: string | null;
  permissions: ChecklistPermissions;
}

export interface ChecklistView extends ChecklistSummaryView {
  items: ItemRow[];
  signatures: SignatureMeta[];
  /** Whether the caller may remove a signature by this person (policies). */
  canRemoveSignatureBy(signedBy: string): boolean;
}

/** What an item write answers: the item (null once removed) and its checklist's state. */
export interface ItemView {
  row: ChecklistRow;
  item: ItemRow | null;
  signature: SignatureMeta | undefined;
  /** Whether the caller may remove the item's signature (policies). */
  canRemoveSignature: boolean;
}
