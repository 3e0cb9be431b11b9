import { MemoryRouter } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../ui/loading';
import { useSiteSettings } from '../../../api/get-settings';
import { ChecklistCard } from '../checklist-card';

/**
 * The core's full checklist card in a light entry (the Jira issue panel, the Confluence
 * macro); the light view around it shows its messages. Light entries start without the site's
 * settings; the card needs them (custom statuses, whether statuses show), so it waits for them.
 */
export default function FullChecklist({ uid, onDeleted }: { uid: string; onDeleted: () => void }) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  // Without them the card still works, with the built-in statuses only.
  if (!settings.value && !settings.failed) return <Loading label={t('app.loading')} />;
  return (
    <MemoryRouter>
      <ChecklistCard uid={uid} compact onDeleted={onDeleted} />
    </MemoryRouter>
  );
}
