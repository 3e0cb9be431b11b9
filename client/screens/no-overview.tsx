import { useTranslation } from 'react-i18next';
import SectionMessage from '@atlaskit/section-message';
import styles from './screens.module.css';

/** The overview is not allowed for this user (docs/PRODUCT.md, "Screens and routes"). */
export default function NoOverview() {
  const { t } = useTranslation();
  return (
    <div className={styles.message} data-testid="no-overview">
      <SectionMessage appearance="warning" title={t('noOverview.title')}>
        <p>{t('noOverview.body')}</p>
      </SectionMessage>
    </div>
  );
}
