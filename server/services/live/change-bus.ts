/**
 * Tells open checklist views that a checklist changed, once the change is committed. In one
 * process an EventEmitter is enough; with PostgreSQL every process LISTENs and changes are
 * sent with NOTIFY (postgres-change-bus.ts), so a view open on one server process sees the
 * writes made through another.
 */
import type { ChangeBus } from './change-types';
import { LocalFanOut } from './local-fan-out';

export type { ChangeBus, ChangeListener, ChecklistChange } from './change-types';

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
