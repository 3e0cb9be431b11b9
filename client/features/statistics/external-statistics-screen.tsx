/**
 * `/external/stats/:shareUid` (docs/STATISTICS.md, docs/SHARING.md): a checklist's statistics,
 * read-only, for whoever holds one of its share links, with no session. The link in the
 * address is the page's credential (lib/credentials.ts, keepShareLinkFromPath); the server
 * answers a link that does not open with its "not available" page before this screen loads,
 * and this screen says the same when the link closes later.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../lib/use-load';
import { localToday } from '../../../shared/due-dates';
import { getShareSession } from '../../api/get-share-session';
import ui from '../../ui/ui.module.css';
import { getChecklistStatistics } from './api/get-statistics';
import { ChecklistStatistics } from './checklist-statistics';

const loadShared = async (today: string) =>
  getChecklistStatistics((await getShareSession()).checklistUid, today);

export default function ExternalStatisticsScreen() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('statistics');
  const [today] = useState(localToday);
  const stats = useLoad(loadShared, [today]);
  if (stats.state === 'error')
    return (
      <main data-testid="share-not-available">
        <h1 className={ui.heading}>{t('share.notAvailableTitle')}</h1>
        <p>{t('share.notAvailableBody')}</p>
      </main>
    );
  return (
    <main data-testid="external-statistics">
      <h1 className={ui.heading}>
        {stats.state === 'loaded'
          ? ts('checklistHeading', { title: stats.data.checklist.title })
          : t('screens.external-stats')}
      </h1>
      {stats.state === 'loaded' && <ChecklistStatistics stats={stats.data} names="recorded" />}
    </main>
  );
}
