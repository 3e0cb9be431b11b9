import { Outlet } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { hostStatusAtom } from '../state/host-status';
import { MessageArea } from '../messages/message-area';
import { ReleaseNotesHandler } from '../release-notes/release-notes-handler';
import { HostGate } from './host-gate';
import styles from './shells.module.css';

/**
 * The page view shell (docs/PRODUCT.md, "Screens and routes"): the routed content once the host API has loaded. In a plain
 * tab (the portal) it also holds the in-page messages and the release-notes drawer, which a
 * host replaces with its own flags and dialog.
 */
export function PageViewShell() {
  const { t } = useTranslation();
  const status = useAtomValue(hostStatusAtom);
  return (
    <div className={styles.page}>
      <HostGate>
        <Outlet />
      </HostGate>
      {status.kind === 'absent' && (
        <MessageArea
          kinds={['success', 'error', 'notice', 'macroList']}
          label={t('messages.area')}
        />
      )}
      <ReleaseNotesHandler />
    </div>
  );
}
