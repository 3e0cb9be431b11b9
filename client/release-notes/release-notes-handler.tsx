import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { RELEASE_NOTES } from '../../shared/constants';
import { hostApi } from '../host/host-api';
import { onAppEvent } from '../lib/app-events';

const ReleaseNotesDrawer = lazy(() => import('./release-notes-drawer'));

/** Opens the release notes on the `showReleaseNotes` event (docs/PRODUCT.md, "Release notes"). */
export function openReleaseNotesInHost(): boolean {
  const host = hostApi();
  if (!host) return false;
  host.openDialog({
    key: RELEASE_NOTES.hostDialogKey,
    width: `${RELEASE_NOTES.widthPx}px`,
    height: RELEASE_NOTES.dialogHeight,
    chrome: false,
    closeOnEscape: true,
    customData: { ...RELEASE_NOTES.customData },
  });
  return true;
}

export function ReleaseNotesHandler() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  useEffect(
    () =>
      onAppEvent(RELEASE_NOTES.showEvent, () => {
        if (openReleaseNotesInHost()) return;
        setRequested(true);
        setOpen(true);
      }),
    [],
  );

  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ReleaseNotesDrawer isOpen={open} onClose={close} />
    </Suspense>
  );
}
