import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import Button from '@atlaskit/button/default/button';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../ui/paged-table';
import { useUsers } from '../../ui/use-users';
import { useOverviewPaths } from '../../routing/paths';
import { useChecklist } from '../../api/get-checklist';
import { useChecklistAudit } from './api/get-checklist-audit';
import { formatDate } from '../../lib/format';
import type { AuditEventDto } from '../../../shared/audit';
import { useStatusLabel } from '../../ui/use-status-label';
import { describeEvent, peopleIn, type DescribeTools } from './describe-event';
import { AUDIT_ACTIONS, type AuditAction } from '../../../shared/audit-actions';
import ui from '../../ui/ui.module.css';

/**
 * The actions a checklist's log can hold (template and sharing events live elsewhere; global
 * settings changes belong to the site and are listed on the global settings screen).
 */
const ACTIONS = AUDIT_ACTIONS.filter(
  (action) =>
    !action.startsWith('template_') &&
    !['shared', 'share_revoked', 'exported', 'imported', 'settings_changed'].includes(action),
);

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
  const actorName = (event: AuditEventDto) => event.actor.displayName ?? nameOf(event.actor.id);
  const time = new Intl.DateTimeFormat(i18n.language === 'de' ? 'de-DE' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

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
      <div className={ui.toolbar}>
        <select
          className={ui.select}
          aria-label={t('audit.actionFilter')}
          value={action}
          onChange={(e) => {
            // The options are ACTIONS (or '' for all).
            setAction(e.target.value as AuditAction | '');
            setPage(1);
          }}
        >
          <option value="">{t('audit.allActions')}</option>
          {ACTIONS.map((a) => (
            <option key={a} value={a}>
              {t(`audit.actions.${a}`)}
            </option>
          ))}
        </select>
        {actorId && (
          <button type="button" className={ui.tag} onClick={() => setActorId('')}>
            {t('audit.onlyPerson', { name: nameOf(actorId) })} ✕
          </button>
        )}
      </div>
      <PagedTable
        value={events}
        empty={t('audit.empty')}
        headers={[t('audit.when'), t('audit.action'), t('audit.who'), t('audit.details')]}
        onPage={setPage}
        row={(event: AuditEventDto) => (
          <tr key={event.id} data-testid="audit-row" data-action={event.action}>
            <td>{time.format(new Date(event.at))}</td>
            <td>{t(`audit.actions.${event.action}`, { defaultValue: event.action })}</td>
            <td>
              <Button
                appearance="subtle"
                spacing="compact"
                aria-label={t('audit.filterPerson', { name: actorName(event) })}
                title={t('audit.filterPerson', { name: actorName(event) })}
                onClick={() => {
                  setActorId(event.actor.id);
                  setPage(1);
                }}
              >
                {actorName(event)}
              </Button>
            </td>
            <td className={`${ui.subtle} ${ui.longText}`} data-testid="audit-details">
              {describeEvent(event, tools)}
            </td>
          </tr>
        )}
      />
    </section>
  );
}
