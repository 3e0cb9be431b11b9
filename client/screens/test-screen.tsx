import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import { showError, showNotice, showSuccess } from '../messages/show-message';
import { showReleaseNotes } from '../lib/app-events';

/** The overview's test route (development or `?info=true`): raises each kind of message. */
export default function TestScreen() {
  const { t } = useTranslation();
  return (
    <section data-testid="test-screen">
      <h2>{t('screens.test')}</h2>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button onClick={() => showSuccess(t('test.successTitle'), t('test.description'))}>
          {t('test.success')}
        </Button>
        <Button onClick={() => showError(t('test.errorTitle'), t('test.description'))}>
          {t('test.error')}
        </Button>
        <Button onClick={() => showNotice(t('test.noticeTitle'))}>{t('test.notice')}</Button>
        <Button onClick={showReleaseNotes}>{t('releaseNotes.open')}</Button>
      </div>
    </section>
  );
}
