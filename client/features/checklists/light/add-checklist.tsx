import { useTranslation } from 'react-i18next';
import { MessageArea } from '../../../messages/message-area';
import { IssuePanelAdd } from '../issue-panel-add';

/** Adding a checklist in the light issue panel (the picker loads with it), with its messages. */
export default function AddChecklist(props: Parameters<typeof IssuePanelAdd>[0]) {
  const { t } = useTranslation();
  return (
    <>
      <MessageArea kinds={['success', 'error']} label={t('messages.errorArea')} />
      <IssuePanelAdd {...props} />
    </>
  );
}
