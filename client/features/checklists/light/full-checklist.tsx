import { MemoryRouter } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MessageArea } from '../../../messages/message-area';
import { ChecklistCard } from '../checklist-card';

/** The core's full checklist card in the light issue panel, with its messages. */
export default function FullChecklist({ uid, onDeleted }: { uid: string; onDeleted: () => void }) {
  const { t } = useTranslation();
  return (
    <MemoryRouter>
      <MessageArea kinds={['success', 'error', 'notice']} label={t('messages.errorArea')} />
      <ChecklistCard uid={uid} compact onDeleted={onDeleted} />
    </MemoryRouter>
  );
}
