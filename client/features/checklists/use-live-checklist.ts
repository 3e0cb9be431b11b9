import { useEffect, useRef } from 'react';
import type { Loaded } from '../../lib/use-load';
import type { ChecklistDto } from '../../../shared/checklists';
import { subscribeChecklistEvents } from './api/subscribe-checklist-events';

/**
 * Live updates of an open checklist (GET /api/checklists/:uid/events): another person's
 * change reloads it (ours are applied already, so a version we show is no news); its
 * deletion calls `onDeleted`. Only a checklist that loaded is followed (a deleted one has no
 * stream), and once per checklist: the subscription does not follow the language, the
 * location or the callbacks.
 */
export function useLiveChecklist(
  uid: string,
  checklist: Loaded<ChecklistDto>,
  onDeleted: () => void,
): void {
  const data = checklist.state === 'loaded' ? checklist.data : null;
  const latest = useRef({ data, onDeleted });
  latest.current = { data, onDeleted };
  const { reload } = checklist;
  const liveUid = data?.uid === uid ? uid : null;
  useEffect(() => {
    if (liveUid === null) return undefined;
    return subscribeChecklistEvents(liveUid, (message) => {
      if (message.event === 'deleted') {
        latest.current.onDeleted();
        return;
      }
      // `ready` carries the version at subscription time: a change made between our load
      // and the subscription would otherwise be missed.
      const shown = latest.current.data;
      if (shown && message.version !== shown.version) reload();
    });
  }, [liveUid, reload]);
}
