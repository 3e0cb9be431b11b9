import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../lib/use-load';
import { LoadState } from '../../ui/load-state';
import { getPageChecklists } from './api/get-page-checklists';
import { PlacedChecklistsTable } from './placed-checklists-table';
import { useReloadOnChecklistChange } from './use-live-list';
import ui from '../../ui/ui.module.css';
import styles from './confluence.module.css';

/** The page panel (`/confluence/webPanels/`): the page's checklists with their progress. */
export default function WebPanel() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const pageId = search.get('pageId') ?? '';
  const panel = useLoad(getPageChecklists, pageId ? [pageId] : null);
  useReloadOnChecklistChange(panel.reload);
  return (
    <div className={styles.panel} data-testid="web-panel">
      <LoadState value={panel}>
        {(data) =>
          data.checklists.length === 0 ? (
            <p className={ui.subtle}>{t('macro.webPanel.empty')}</p>
          ) : (
            <>
              <p className={ui.subtle}>
                {t('macro.webPanel.summary', { count: data.checklists.length })}
              </p>
              <PlacedChecklistsTable checklists={data.checklists} showPage={false} />
            </>
          )
        }
      </LoadState>
    </div>
  );
}
