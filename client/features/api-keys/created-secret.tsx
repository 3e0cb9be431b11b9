import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import SectionMessage from '@atlaskit/section-message';
import { CopyButton } from '../../ui/copy-button';
import type { CreatedApiKeyDto } from '../../../shared/api-keys';
import styles from './api-keys.module.css';

/**
 * A new key's secret, the only time it is shown: it lives in the screen's state alone, so it
 * is gone once the user dismisses it or leaves the screen.
 */
export function CreatedSecret({
  created,
  onDone,
}: {
  created: CreatedApiKeyDto;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.secretBox} data-testid="apikey-secret-box">
      <SectionMessage appearance="warning" title={t('apiKeys.secretTitle')}>
        <p>{t('apiKeys.secretWarning', { name: created.apiKey.name })}</p>
        <code className={styles.secret} data-testid="apikey-secret">
          {created.secret}
        </code>
        <div className={styles.secretActions}>
          <CopyButton text={created.secret} appearance="default" testId="apikey-secret-copy" />
          <Button
            appearance="subtle"
            spacing="compact"
            onClick={onDone}
            testId="apikey-secret-done"
          >
            {t('apiKeys.secretDone')}
          </Button>
        </div>
      </SectionMessage>
    </div>
  );
}
