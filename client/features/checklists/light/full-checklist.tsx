import { useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtom } from 'jotai';
import { MessageArea } from '../../../messages/message-area';
import { Loading } from '../../../ui/loading';
import { getSettings } from '../../../api/get-settings';
import { globalSettingsAtom } from '../../../state/atoms';
import { ChecklistCard } from '../checklist-card';

/**
 * The core's full checklist card in a light entry (the Jira issue panel, the Confluence
 * macro), with its messages. Light entries start without the site's settings; the card needs
 * them (custom statuses, whether statuses show), so they load with it.
 */
export default function FullChecklist({ uid, onDeleted }: { uid: string; onDeleted: () => void }) {
  const { t } = useTranslation();
  const [settings, setSettings] = useAtom(globalSettingsAtom);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (settings) return;
    let current = true;
    getSettings()
      .then((loaded) => current && setSettings(loaded))
      // Without them the card still works, with the built-in statuses only.
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [settings, setSettings]);
  if (!settings && !failed) return <Loading label={t('app.loading')} />;
  return (
    <MemoryRouter>
      <MessageArea kinds={['success', 'error', 'notice']} label={t('messages.errorArea')} />
      <ChecklistCard uid={uid} compact onDeleted={onDeleted} />
    </MemoryRouter>
  );
}
