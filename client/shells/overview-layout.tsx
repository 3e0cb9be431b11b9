import { Link, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import { showReleaseNotes } from '../lib/app-events';
import { useOverviewPaths } from '../routing/paths';
import { useMyItemsCount } from '../api/count-my-items';
import styles from './shells.module.css';

/** The overview's frame: title, its sections and "What's new"; the screens render below. */
export default function OverviewLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const to = useOverviewPaths();
  // The count of my open items, asked once per page (docs/PRODUCT.md, "My items").
  const count = useMyItemsCount(true);
  const myItems =
    count.state === 'loaded' && count.data.open > 0
      ? t('app.myItemsCount', { label: t('screens.my-items'), count: count.data.open })
      : t('screens.my-items');
  // The portal's overview has no checklists list of its own (docs/PRODUCT.md, "Screens and routes").
  const sections: [string, string][] = [
    [to.templates(), t('screens.templates-list')],
    ...(to.checklists ? [[to.checklists(), t('screens.checklists-list')] as [string, string]] : []),
    [to.myItems(), myItems],
    [to.examples(), t('screens.examples-gallery')],
    [to.gettingStarted(), t('screens.checklist-onboarding')],
    [to.userSettings(), t('screens.user-settings')],
  ];
  // Creating a checklist belongs to the checklists (in the portal: to the templates it starts
  // from); an opened checklist highlights no section.
  const isActive = (path: string) =>
    pathname === to.createChecklist()
      ? path === (to.checklists?.() ?? to.templates())
      : path === to.checklists?.()
        ? pathname === path
        : pathname === path || pathname.startsWith(`${path}/`);
  return (
    <>
      <header className={styles.overviewHeader}>
        <h1 className={styles.overviewTitle}>{t('app.name')}</h1>
        <nav className={styles.sections} aria-label={t('app.sections')}>
          {sections.map(([path, label]) => (
            <Link
              key={path}
              to={path}
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
