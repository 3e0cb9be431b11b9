import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MessageArea } from '../messages/message-area';
import { ReleaseNotesHandler } from '../release-notes/release-notes-handler';
import { HostGate } from './host-gate';
import styles from './shells.module.css';

/**
 * The macro view shell (docs/PRODUCT.md, "Screens and routes"): a success message area, an error message area, the routed
 * content once the host API has loaded, and the release-notes handler.
 */
export function MacroViewShell() {
  const { t } = useTranslation();
  return (
    <div className={styles.macro}>
      <MessageArea kinds={['success']} label={t('messages.successArea')} />
      <MessageArea kinds={['error', 'notice', 'macroList']} label={t('messages.errorArea')} />
      <HostGate>
        <Outlet />
      </HostGate>
      <ReleaseNotesHandler />
    </div>
  );
}
