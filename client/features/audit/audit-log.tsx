import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUsers } from '../../ui/use-users';
import { useOverviewPaths } from '../../routing/paths';
import { useChecklist } from '../../api/get-checklist';
import { useChecklistAudit } from './api/get-checklist-audit';
import { formatDate } from '../../lib/format';
import { useStatusLabel } from '../../ui/use-status-label';
import { peopleIn, type DescribeTools } from './describe-event';
import type { AuditAction } from '../../../shared/audit-actions';
import { AuditTable } from './audit-table';
import ui from '../../ui/ui.module.css';

/** A checklist's audit log: newest first, paginated, filter by action and person. */
export default function AuditLog() {
  const { t, i18n } = useTranslation();
  const { checklistInstanceUid: uid = '', templateUid: routeTemplateUid } = useParams();
  const to = useOverviewPaths();
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<AuditAction | ''>('');
  const [actorId, setActorId] = useState('');
  const events = useChecklistAudit(uid, {
    page,
    action: action || undefined,
    actorId: actorId || undefined,
  });
  // Item texts as the checklist has them now; an event keeps only the item's id.
  const checklist = useChecklist(uid);
  const statusLabel = useStatusLabel();
  const people =
    events.state === 'loaded' ? events.data.items.flatMap((e) => [e.actor.id, ...peopleIn(e)]) : [];
  const nameOf = useUsers(people);
  const items = new Map(
    checklist.state === 'loaded' ? checklist.data.items.map((i) => [i.id, i.text]) : [],
  );
  const tools: DescribeTools = {
    t: (key, options) => t(key, options ?? {}),
    nameOf,
    itemText: (id) => items.get(id),
    statusLabel,
    date: (value) => formatDate(value, i18n.language),
  };

  return (
    <section data-testid="audit-log">
      {/* Named after the checklist, with the way back to it while it exists. */}
      <h2 className={ui.heading}>
        {checklist.state === 'loaded'
          ? t('audit.heading', { title: checklist.data.title })
          : t('screens.checklist-auditlog')}
      </h2>
      {checklist.state === 'loaded' && (
        <Link to={to.checklist(uid, routeTemplateUid)} data-testid="audit-back">
          {t('audit.backTo', { title: checklist.data.title })}
        </Link>
      )}
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
      />
    </section>
  );
}
