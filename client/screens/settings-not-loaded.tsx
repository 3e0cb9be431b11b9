import { useTranslation } from 'react-i18next';
import SectionMessage from '@atlaskit/section-message';
import styles from './screens.module.css';

/** Where the app lands inside a host when its settings could not be loaded (docs/PRODUCT.md, "App start"). */
export default function SettingsNotLoaded() {
  const { t } = useTranslation();
  return (
    <div className={styles.message} data-testid="settings-not-loaded">
      <SectionMessage appearance="error" title={t('settingsNotLoaded.title')}>
        <p>{t('settingsNotLoaded.body')}</p>
        <p>{t('settingsNotLoaded.hint')}</p>
      </SectionMessage>
    </div>
  );
}
