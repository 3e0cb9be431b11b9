import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import { showReleaseNotes } from '../app/app-events';
import styles from './shells.module.css';

/** The overview's frame: its title and "What's new"; the screens render below. */
export default function OverviewLayout() {
  const { t } = useTranslation();
  return (
    <>
      <header className={styles.overviewHeader}>
        <h1 className={styles.overviewTitle}>{t('app.name')}</h1>
        <Button appearance="subtle" onClick={showReleaseNotes} testId="whats-new">
          {t('releaseNotes.open')}
        </Button>
      </header>
      <Outlet />
    </>
  );
}
