import Button from '@atlaskit/button/default/button';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../ui/paged-table';
import type { Loadable } from '../../lib/use-load';
import type { AuditEventDto, AuditLogDto } from '../../../shared/audit';
import { AUDIT_ACTIONS, type AuditAction } from '../../../shared/audit-actions';
import { describeEvent, type DescribeTools } from './describe-event';
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

/**
 * An audit log's filters (action, person) and its paged table, newest first: a checklist's log
 * and a Jira issue's. `checklistOf` adds a column naming each event's checklist.
 */
export function AuditTable({
  events,
  tools,
  nameOf,
  action,
  onAction,
  actorId,
  onActor,
  onPage,
  checklistOf,
}: {
  events: Loadable<AuditLogDto>;
  tools: DescribeTools;
  nameOf: (id: string) => string;
  action: AuditAction | '';
  onAction: (action: AuditAction | '') => void;
  actorId: string;
  onActor: (id: string) => void;
  onPage: (page: number) => void;
  checklistOf?: (event: AuditEventDto) => string;
}) {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language === 'de' ? 'de-DE' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  // Jira and its workflow act for a person: "Jira workflow for Bob"; a share link's visitor
  // is the link's label and the name they gave: "Share link "Front desk" · Dana".
  const actorName = (event: AuditEventDto) => {
    if (event.actor.kind === 'share')
      return t('audit.actorKinds.share', { name: event.actor.displayName ?? '' }).trim();
    const name = event.actor.displayName ?? nameOf(event.actor.id);
    return event.actor.kind === 'jira' || event.actor.kind === 'workflow'
      ? t(`audit.actorKinds.${event.actor.kind}`, { name })
      : name;
  };
  return (
    <>
      <div className={ui.toolbar}>
        <select
          className={ui.select}
          aria-label={t('audit.actionFilter')}
          value={action}
          // The options are ACTIONS (or '' for all).
          onChange={(e) => onAction(e.target.value as AuditAction | '')}
        >
          <option value="">{t('audit.allActions')}</option>
          {ACTIONS.map((a) => (
            <option key={a} value={a}>
              {t(`audit.actions.${a}`)}
            </option>
          ))}
        </select>
        {actorId && (
          <button type="button" className={ui.tag} onClick={() => onActor('')}>
            {t('audit.onlyPerson', { name: nameOf(actorId) })} ✕
          </button>
        )}
      </div>
      <PagedTable
        value={events}
        empty={t('audit.empty')}
        headers={[
          t('audit.when'),
          ...(checklistOf ? [t('audit.checklist')] : []),
          t('audit.action'),
          t('audit.who'),
          t('audit.details'),
        ]}
        onPage={onPage}
        row={(event: AuditEventDto) => (
          <tr key={event.id} data-testid="audit-row" data-action={event.action}>
            <td>{time.format(new Date(event.at))}</td>
            {checklistOf && <td>{checklistOf(event)}</td>}
            <td>{t(`audit.actions.${event.action}`, { defaultValue: event.action })}</td>
            <td>
              <Button
                appearance="subtle"
                spacing="compact"
                aria-label={t('audit.filterPerson', { name: actorName(event) })}
                title={t('audit.filterPerson', { name: actorName(event) })}
                onClick={() => onActor(event.actor.id)}
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
    </>
  );
}
