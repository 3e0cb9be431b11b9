/**
 * What the app's frames on one host page tell each other (the host's events: Connect's
 * `AP.events`, Forge's `events`): a checklist changed here, so a list macro or the page panel
 * beside it reads its list again. Outside Jira and Confluence there is no one to tell.
 */
import { hostApi } from './host-api';

export const CHECKLIST_CHANGED_EVENT = 'checklists.checklist-changed';

/** Tells the other frames of the page that checklist `uid` changed. */
export function announceChecklistChanged(uid: string): void {
  hostApi()?.emit(CHECKLIST_CHANGED_EVENT, { uid });
}

const listeners = new Set<(uid: string) => void>();
let listening = false;

/** Calls `listener` whenever another frame of the page changed a checklist; returns an unsubscribe. */
export function onChecklistChanged(listener: (uid: string) => void): () => void {
  const host = hostApi();
  if (!host) return () => undefined;
  if (!listening) {
    listening = true;
    host.on(CHECKLIST_CHANGED_EVENT, (data) => {
      const uid = (data as { uid?: unknown } | undefined)?.uid;
      if (typeof uid === 'string') listeners.forEach((notify) => notify(uid));
    });
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
