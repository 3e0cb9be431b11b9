/** What the live-update bus carries and offers, whichever kind of bus it is. */
import type { UnitOfWork } from '../../db/unit-of-work';

export interface ChecklistChange {
  tenantKey: string;
  checklistUid: string;
  version: number;
  deleted?: boolean;
}

export type ChangeListener = (change: ChecklistChange) => void;

export interface ChangeBus {
  /** Publishes when `uow` commits (never for a unit of work that is rolled back). */
  publish(uow: UnitOfWork, change: ChecklistChange): Promise<void>;
  subscribe(tenantKey: string, checklistUid: string, listener: ChangeListener): () => void;
  close(): Promise<void>;
}
