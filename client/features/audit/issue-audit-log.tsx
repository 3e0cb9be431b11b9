import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AuditEventDto } from '../../../shared/audit';
import { useIssueAudit } from './api/get-place-audit';
import { useIssueChecklists } from './api/list-issue-checklists';
import { AuditTable } from './audit-table';
import { useAuditFilters, useAuditTools } from './use-audit-view';
import ui from '../../ui/ui.module.css';

/**
 * The Jira issue's audit log tab (/jira/auditlog): the events of every checklist of the issue,
 * newest first, with the core log's filters, each naming its checklist.
 */
export default function IssueAuditLog() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const issueId = params.get('issueId') ?? '';
  const filters = useAuditFilters();
  const events = useIssueAudit(issueId, filters.query);
  const checklists = useIssueChecklists(issueId);
  const titles = new Map(
    checklists.state === 'loaded' ? checklists.data.items.map((c) => [c.uid, c.title]) : [],
  );
  // The log names each event's checklist; the server sends each item's current text.
  const { tools, nameOf } = useAuditTools(events, () => undefined);
  // A deleted checklist keeps its log: its title is in its `created` or `deleted` event.
  const checklistOf = (event: AuditEventDto) => {
    const known = event.checklistUid ? titles.get(event.checklistUid) : undefined;
    const recorded = [event.after, event.before]
      .map((side) => (side as { title?: unknown } | null)?.title)
      .find((title): title is string => typeof title === 'string');
    return known ?? recorded ?? t('audit.deletedChecklist');
  };

  return (
    <section data-testid="issue-audit-log">
      <h2 className={ui.heading}>{t('audit.issueHeading')}</h2>
      <AuditTable
        events={events}
        tools={tools}
        nameOf={nameOf}
        checklistOf={checklistOf}
        {...filters.table}
      />
    </section>
  );
}
