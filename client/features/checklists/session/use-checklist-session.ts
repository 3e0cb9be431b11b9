import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { Loadable } from '../../../lib/use-load';
import { useSiteSettings } from '../../../api/get-settings';
import type { ChecklistDto, ChecklistItemDto } from '../../../../shared/checklists';
import { useItemStatuses, type ItemStatuses } from '../item-statuses';
import { ChecklistSession } from './checklist-session';

export type ChecklistSessionView = Loadable<ChecklistDto> &
  Pick<ChecklistSession, 'reload' | 'writeItem' | 'addItem' | 'writeChecklist'> & {
    /** The site's statuses (custom ones included). */
    statuses: ItemStatuses;
    /** Sets an item's status (shown at once); a skipped one with its reason. */
    setStatus(item: ChecklistItemDto, status: string, skipReason?: string | null): Promise<boolean>;
  };

/**
 * The checklist `uid` as the full card and the light views show and change it
 * (checklist-session.ts): read once, or taken from `initial` (a light view's first answer,
 * and any newer one it gets later); its live stream opens once it is there and stays open
 * across every change (it follows neither the version nor the callbacks); `onDeleted` when
 * the stream says it is gone. The site's settings are asked for if the page has none yet.
 */
export function useChecklistSession(
  uid: string,
  { initial, onDeleted }: { initial?: ChecklistDto; onDeleted?: () => void } = {},
): ChecklistSessionView {
  const session = useMemo(
    () => new ChecklistSession(uid, initial?.uid === uid ? initial : undefined),
    // A new session per checklist only: a later `initial` is offered to it (below).
    [uid],
  );
  const value = useSyncExternalStore(session.subscribe, session.snapshot);
  const statuses = useItemStatuses();
  useSiteSettings();

  const latest = useRef(onDeleted);
  latest.current = onDeleted;
  useEffect(() => {
    session.onDeleted = () => latest.current?.();
  }, [session]);

  useEffect(() => {
    if (session.snapshot().state === 'loading') session.reload();
  }, [session]);
  useEffect(() => {
    if (initial) session.offer(initial);
  }, [session, initial]);

  const loaded = value.state === 'loaded';
  useEffect(() => {
    if (!loaded) return undefined;
    session.open();
    return () => session.close();
  }, [session, loaded]);

  return {
    ...value,
    reload: session.reload,
    writeItem: session.writeItem,
    addItem: session.addItem,
    writeChecklist: session.writeChecklist,
    statuses,
    setStatus: (item, status, skipReason) =>
      session.setStatus(item, status, statuses.of(status).category, skipReason),
  };
}
