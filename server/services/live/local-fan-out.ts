/** Hands a change to the open views of its checklist in this process. */
import { EventEmitter } from 'node:events';
import type { ChangeListener, ChecklistChange } from './change-types';

const topic = (tenantKey: string, checklistUid: string) => `${tenantKey}\u0000${checklistUid}`;

export class LocalFanOut {
  private readonly emitter = new EventEmitter();
  constructor() {
    // One listener per open view; there is no meaningful upper bound to warn about.
    this.emitter.setMaxListeners(0);
  }
  emit(change: ChecklistChange) {
    this.emitter.emit(topic(change.tenantKey, change.checklistUid), change);
  }
  subscribe(tenantKey: string, checklistUid: string, listener: ChangeListener) {
    const name = topic(tenantKey, checklistUid);
    this.emitter.on(name, listener);
    return () => {
      this.emitter.off(name, listener);
    };
  }
}
