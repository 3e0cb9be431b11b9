import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import SectionMessage from '@atlaskit/section-message';
import { ChecklistStatusLozenge } from '../../ui/checklist-status-lozenge';
import { useOverviewPaths } from '../../routing/paths';
import { formatDate, formatPercent } from '../../lib/format';
import type { ChecklistDto } from '../../../shared/checklists';
import styles from './checklist.module.css';

/**
 * A checklist's title and status; its template, who created it, its assignee, due date and
 * completion; its progress, what still blocks completion, and why it was skipped.
 */
export function ChecklistHeader({
  checklist: c,
  nameOf,
}: {
  checklist: ChecklistDto;
  nameOf: (id: string | null) => string;
}) {
  const { t, i18n } = useTranslation();
  const to = useOverviewPaths();
  return (
    <>
      <div className={styles.header}>
        <h2 className={styles.title}>{c.title}</h2>
        <ChecklistStatusLozenge status={c.status} testId="checklist-status" />
      </div>
      <p className={styles.subtle}>
        {c.templateTitle && c.templateUid && (
          <>
            <Link to={to.templateChecklists(c.templateUid)}>{c.templateTitle}</Link> ·{' '}
          </>
        )}
        {t('checklist.createdBy', {
          name: nameOf(c.createdBy),
          when: formatDate(c.createdAt, i18n.language),
        })}
        {c.assigneeId && (
          <span data-testid="checklist-assignee">
            {' · '}
            {t('checklist.assignedTo', { name: nameOf(c.assigneeId) })}
          </span>
        )}
        {c.dueDate && (
          <span>
            {' · '}
            {t('checklist.due', { date: formatDate(c.dueDate, i18n.language) })}
          </span>
        )}
        {c.completedAt && c.completedBy && (
          <span data-testid="completed-by">
            {' · '}
            {t('checklist.completedBy', {
              name: nameOf(c.completedBy),
              when: formatDate(c.completedAt, i18n.language),
            })}
          </span>
        )}
      </p>
      <div
        className={styles.progress}
        role="progressbar"
        aria-valuenow={c.progress.percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={t('checklist.progress')}
      >
        <div className={styles.progressBar} style={{ width: `${c.progress.percent}%` }} />
      </div>
      <p className={styles.subtle} data-testid="checklist-progress">
        {t('checklist.progressText', {
          done: c.progress.done,
          total: c.progress.total,
          percent: formatPercent(c.progress.percent, i18n.language),
        })}
        {/* "Required" only when some item is mandatory (else every item is, and 3 of 5 says it). */}
        {c.openRequired > 0 &&
          c.items.some((item) => item.mandatory) &&
          ` · ${t('checklist.openRequired', { count: c.openRequired })}`}
        {/* Completed once the required items are: what is still open is optional. */}
        {c.status === 'completed' &&
          c.progress.done < c.progress.total &&
          ` · ${t('checklist.completedOptionalOpen', { count: c.progress.total - c.progress.done })}`}
      </p>
      {c.skipReason && (
        <SectionMessage appearance="information">
          {t('checklist.skippedBecause', { reason: c.skipReason })}
        </SectionMessage>
      )}
    </>
  );
}
