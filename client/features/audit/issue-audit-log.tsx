import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUsers } from '../../ui/use-users';
import { formatDate } from '../../lib/format';
import { useStatusLabel } from '../../ui/use-status-label';
import type { AuditAction } from '../../../shared/audit-actions';
import type { AuditEventDto } from '../../../shared/audit';
import { useIssueAudit } from './api/get-place-audit';
import { useIssueChecklists } from './api/list-issue-checklists';
import { peopleIn, type DescribeTools } from './describe-event';
import { AuditTable } from './audit-table';
import ui from '../../ui/ui.module.css';

/**
 * The Jira issue's audit log tab (/jira/auditlog): the events of every checklist of the issue,
 * newest first, with the core log's filters, each naming its checklist.
 */
export default function IssueAuditLog() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const issueId = params.get('issueId') ?? '';
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<AuditAction | ''>('');
  const [actorId, setActorId] = useState('');
  const events = useIssueAudit(issueId, {
    page,
    action: action || undefined,
    actorId: actorId || undefined,
  });
  const checklists = useIssueChecklists(issueId);
  const titles = new Map(
    checklists.state === 'loaded' ? checklists.data.items.map((c) => [c.uid, c.title]) : [],
  );
  const statusLabel = useStatusLabel();
  const people =
    events.state === 'loaded' ? events.data.items.flatMap((e) => [e.actor.id, ...peopleIn(e)]) : [];
  const nameOf = useUsers(people);
  const tools: DescribeTools = {
    t: (key, options) => t(key, options ?? {}),
    nameOf,
    itemText: () => undefined,
    statusLabel,
    date: (value) => formatDate(value, i18n.language),
  };
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
        action={action}
        onAction={(a) => {
          setAction(a);
          setPage(1);
        }}
        actorId={actorId}
        onActor={(id) => {
          setActorId(id);
          setPage(1);
        }}
        onPage={setPage}
        checklistOf={checklistOf}
      />
    </section>
  );
}
