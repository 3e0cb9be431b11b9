import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import { showReleaseNotes } from '../app/app-events';
import styles from './shells.module.css';

/** The overview's frame: title, its sections and "What's new"; the screens render below. */
export default function OverviewLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const base = pathname.slice(
    0,
    pathname.indexOf('/checklist-overview') + '/checklist-overview'.length,
  );
  // The portal's overview has no checklists list of its own (spec §2).
  const sections = [
    ['templates', t('screens.templates-list')],
    ...(base.startsWith('/web') ? [] : [['instances', t('screens.checklists-list')]]),
    ['examples', t('screens.examples-gallery')],
    ['checklist-onboarding', t('screens.checklist-onboarding')],
  ] as const;
  return (
    <>
      <header className={styles.overviewHeader}>
        <h1 className={styles.overviewTitle}>{t('app.name')}</h1>
        <nav className={styles.sections} aria-label={t('app.sections')}>
          {sections.map(([path, label]) => (
            <NavLink
              key={path}
              to={`${base}/${path}`}
              end={path === 'instances'}
              className={({ isActive }) => (isActive ? styles.activeSection : styles.section)}
            >
              {label}
            </NavLink>
          ))}
        </nav>
        <Button appearance="subtle" onClick={showReleaseNotes} testId="whats-new">
          {t('releaseNotes.open')}
        </Button>
      </header>
      <Outlet />
    </>
  );
}
