import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import SectionMessage from '@atlaskit/section-message';
import { ChecklistStatusLozenge } from '../../ui/checklist-status-lozenge';
import {
  JIRA_OVERVIEW,
  OVERVIEW_PAGE_MODULE,
  overviewPageState,
  overviewPaths,
  useOverviewPaths,
} from '../../routing/paths';
import { hostApi } from '../../host/host-api';
import { PlaceLink } from '../../ui/place-link';
import { formatDate, formatPercent } from '../../lib/format';
import type { ChecklistDto } from '../../../shared/checklists';
import styles from './checklist.module.css';

/**
 * The template's name, linked to its checklists: in the overview a route of its own; in an
 * issue panel or a macro (`inPanel`) the host opens the overview's page at that list.
 */
function TemplateLink({ uid, title, inPanel }: { uid: string; title: string; inPanel: boolean }) {
  const to = useOverviewPaths();
  const host = hostApi();
  if (!inPanel || !host) return <Link to={to.templateChecklists(uid)}>{title}</Link>;
  const state = overviewPageState(overviewPaths(JIRA_OVERVIEW).templateChecklists(uid));
  return (
    <a
      href="#"
      onClick={(event) => {
        event.preventDefault();
        host.openAppPage(OVERVIEW_PAGE_MODULE, state);
      }}
    >
      {title}
    </a>
  );
}

/**
 * A checklist's title and status; its template, who created it, its assignee, due date and
 * completion; its progress, what still blocks completion, and why it was skipped.
 */
export function ChecklistHeader({
  checklist: c,
  nameOf,
  inPanel = false,
}: {
  checklist: ChecklistDto;
  nameOf: (id: string | null) => string;
  /** In an issue panel or a macro, whose frame shows no other screen of the app. */
  inPanel?: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <div className={styles.header}>
        <h2 className={styles.title}>{c.title}</h2>
        <ChecklistStatusLozenge status={c.status} testId="checklist-status" />
      </div>
      <p className={styles.subtle}>
        {/* In a panel or a macro the place is the one around it. */}
        {!inPanel && (
          <>
            <PlaceLink place={c.place} /> ·{' '}
          </>
        )}
        {c.templateTitle && c.templateUid && (
          <>
            <TemplateLink uid={c.templateUid} title={c.templateTitle} inPanel={inPanel} /> ·{' '}
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
