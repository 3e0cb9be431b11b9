import { useTranslation } from 'react-i18next';
import { ChecklistStatusLozenge } from '../../ui/checklist-status-lozenge';
import { hostApi } from '../../host/host-api';
import type { PlacedChecklistDto } from '../../../shared/confluence';
import ui from '../../ui/ui.module.css';
import styles from './confluence.module.css';

/** Checklists with status, progress and the page each lives on (a link that opens it). */
export function PlacedChecklistsTable({
  checklists,
  showPage = true,
}: {
  checklists: PlacedChecklistDto[];
  showPage?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <table className={ui.table} data-testid="placed-checklists">
      <thead>
        <tr>
          <th>{t('macro.list.title')}</th>
          <th>{t('macro.list.status')}</th>
          <th>{t('macro.list.progress')}</th>
          {showPage && <th>{t('macro.list.page')}</th>}
        </tr>
      </thead>
      <tbody>
        {checklists.map((c) => (
          <tr key={c.uid} data-testid="placed-checklist">
            <td className={ui.longText}>{c.title}</td>
            <td>
              <ChecklistStatusLozenge status={c.status} progress={c.progress} />
            </td>
            <td className={ui.nowrap}>
              <span className={styles.progress} aria-hidden="true">
                <span className={styles.bar} style={{ width: `${c.progress.percent}%` }} />
              </span>
              <span data-testid="placed-progress">
                {c.progress.done}/{c.progress.total}
              </span>
            </td>
            {showPage && (
              <td>
                {c.page ? (
                  <button
                    type="button"
                    className={styles.pageLink}
                    onClick={() => c.page && hostApi()?.openPage(c.page.id)}
                  >
                    {c.page.title}
                  </button>
                ) : (
                  <span className={ui.subtle}>{t('macro.list.noPage')}</span>
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
