import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useOverviewPaths } from '../../routing/paths';
import { useChecklist } from '../../api/get-checklist';
import { useChecklistAudit } from './api/get-checklist-audit';
import { AuditTable } from './audit-table';
import { useAuditFilters, useAuditTools } from './use-audit-view';
import ui from '../../ui/ui.module.css';

/** A checklist's audit log: newest first, paginated, filter by action and person. */
export default function AuditLog() {
  const { t } = useTranslation();
  const { checklistInstanceUid: uid = '', templateUid: routeTemplateUid } = useParams();
  const to = useOverviewPaths();
  const filters = useAuditFilters();
  const events = useChecklistAudit(uid, filters.query);
  // Item texts as the checklist has them now; an event keeps only the item's id.
  const checklist = useChecklist(uid);
  const items = new Map(
    checklist.state === 'loaded' ? checklist.data.items.map((i) => [i.id, i.text]) : [],
  );
  const { tools, nameOf } = useAuditTools(events, (id) => items.get(id));

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
      <AuditTable events={events} tools={tools} nameOf={nameOf} {...filters.table} />
    </section>
  );
}
