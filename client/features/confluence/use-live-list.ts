import { useEffect } from 'react';
import { onChecklistChanged } from '../../host/page-events';

/** Several changes in a row (a pasted list, ticks in quick succession) read the list once. */
export const LIVE_LIST_DELAY_MS = 300;

/**
 * A list of checklists on a page (the list macro, the page panel) reads itself again when a
 * checklist macro on the same page changed a checklist (client/host/page-events.ts); the list
 * shown stays until the new one arrives.
 */
export function useReloadOnChecklistChange(reload: () => void): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onChecklistChanged(() => {
      clearTimeout(timer);
      timer = setTimeout(reload, LIVE_LIST_DELAY_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [reload]);
}
