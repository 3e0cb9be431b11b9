/**
 * Tells open checklist views that a checklist changed, once the change is committed. In one
 * process an EventEmitter is enough; with PostgreSQL every process LISTENs and changes are
 * sent with NOTIFY (postgres-change-bus.ts), so a view open on one server process sees the
 * writes made through another.
 */
import type { UnitOfWork } from '../../db/unit-of-work';
import { LocalFanOut } from './local-fan-out';

export { createPostgresChangeBus } from './postgres-change-bus';

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

export function createLocalChangeBus(): ChangeBus {
  const fanOut = new LocalFanOut();
  return {
    async publish(uow, change) {
      uow.afterCommit(() => fanOut.emit(change));
    },
    subscribe: (tenantKey, uid, listener) => fanOut.subscribe(tenantKey, uid, listener),
    close: async () => undefined,
  };
}
