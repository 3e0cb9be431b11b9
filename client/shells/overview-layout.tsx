import { Link, Outlet, useLocation } from 'react-router-dom';
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
  const checklistsTab = !base.startsWith('/web');
  const sections = [
    ['templates', t('screens.templates-list')],
    ...(checklistsTab ? [['instances', t('screens.checklists-list')] as const] : []),
    ['examples', t('screens.examples-gallery')],
    ['checklist-onboarding', t('screens.checklist-onboarding')],
    ['usersettings', t('screens.user-settings')],
  ] as const;
  const here = pathname.slice(base.length);
  // Creating a checklist belongs to the checklists (in the portal: to the templates it starts
  // from); an opened checklist highlights no section.
  const isActive = (path: string) =>
    here === '/instances/create'
      ? path === (checklistsTab ? 'instances' : 'templates')
      : path === 'instances'
        ? here === '/instances'
        : here === `/${path}` || here.startsWith(`/${path}/`);
  return (
    <>
      <header className={styles.overviewHeader}>
        <h1 className={styles.overviewTitle}>{t('app.name')}</h1>
        <nav className={styles.sections} aria-label={t('app.sections')}>
          {sections.map(([path, label]) => (
            <Link
              key={path}
              to={`${base}/${path}`}
              aria-current={isActive(path) ? 'page' : undefined}
              className={isActive(path) ? styles.activeSection : styles.section}
            >
              {label}
            </Link>
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
