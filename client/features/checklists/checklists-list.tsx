import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import Button from '@atlaskit/button/default/button';
import Lozenge from '@atlaskit/lozenge';
import { useApi } from '../../ui/use-api';
import { PagedTable } from '../../ui/paged-table';
import { PersonPicker } from '../../ui/people-picker';
import { useUsers } from '../../ui/use-users';
import { useOverviewBase } from '../../ui/overview-paths';
import { formatDate } from '../../lib/format';
import { checklistPaginationElementsPerPageAtom } from '../../state/atoms';
import { useChecklistPage } from '../../state/checklist-page';
import { TemplatePicker, type ChosenTemplate } from '../templates/template-picker';
import type { ChecklistSummaryDto } from '../../../shared/checklists';
import type { TemplateDto } from '../../../shared/templates';
import type { Page } from '../../../shared/pagination';
import { CHECKLIST_STATUSES } from '../../../shared/checklist-rules';
import { PLACE_KINDS } from '../../../shared/places';
import ui from '../../ui/ui.module.css';

/** `open` is everything not finished; then each status of the rules. */
const STATUSES = ['open', ...CHECKLIST_STATUSES] as const;

/**
 * Checklists (all, or one template's with `:templateUid`): filter by status, place, assignee
 * and (all of them) template; paginated, the page kept per list and filter.
 */
export default function ChecklistsList() {
  const { t, i18n } = useTranslation();
  const { templateUid } = useParams();
  const navigate = useNavigate();
  const base = useOverviewBase();
  const perPage = useAtomValue(checklistPaginationElementsPerPageAtom);
  const [status, setStatus] = useState('');
  const [placeKind, setPlaceKind] = useState('');
  const [assigneeId, setAssigneeId] = useState<string | null>(null);
  const [template, setTemplate] = useState<ChosenTemplate | null>(null);
  const nameOf = useUsers([assigneeId]);
  const templateFilter = templateUid ?? template?.uid;
  const [page, setPage] = useChecklistPage(
    JSON.stringify([templateFilter ?? '', status, placeKind, assigneeId ?? '']),
  );
  const query = new URLSearchParams({ page: String(page), perPage: String(perPage) });
  if (status) query.set('status', status);
  if (placeKind) query.set('placeKind', placeKind);
  if (assigneeId) query.set('assigneeId', assigneeId);
  if (templateFilter) query.set('templateUid', templateFilter);
  const list = useApi<Page<ChecklistSummaryDto>>(`/checklists?${query.toString()}`);
  // A template's own list is named after the template (the generic name until it loads).
  const ownTemplate = useApi<TemplateDto>(templateUid ? `/templates/${templateUid}` : null);
  const open = (uid: string) =>
    templateUid ? `${base}/templates/${templateUid}/instances/${uid}` : `${base}/instances/${uid}`;

  return (
    <section data-testid="checklists-list">
      <h2 className={ui.heading}>
        {!templateUid
          ? t('screens.checklists-list')
          : ownTemplate.state === 'loaded'
            ? t('list.templateHeading', { title: ownTemplate.data.title })
            : t('screens.template-checklists')}
      </h2>
      <div className={ui.toolbar}>
        <select
          className={ui.select}
          aria-label={t('list.statusFilter')}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
        >
          <option value="">{t('list.allStatuses')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`checklistStatus.${s}`)}
            </option>
          ))}
        </select>
        <select
          className={ui.select}
          aria-label={t('list.placeFilter')}
          value={placeKind}
          onChange={(e) => setPlaceKind(e.target.value)}
        >
          <option value="">{t('list.allPlaces')}</option>
          {PLACE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`list.places.${kind}`)}
            </option>
          ))}
        </select>
        <PersonPicker
          label={t('list.assigneeFilter')}
          value={assigneeId}
          nameOf={nameOf}
          onChange={setAssigneeId}
        />
        {!templateUid && (
          <TemplatePicker
            label={t('list.templateFilter')}
            value={template}
            onChange={setTemplate}
          />
        )}
        <span className={ui.grow} />
        <Button
          appearance="primary"
          onClick={() =>
            navigate(`${base}/instances/create${templateUid ? `?templateUid=${templateUid}` : ''}`)
          }
        >
          {t('list.create')}
        </Button>
      </div>
      <PagedTable
        value={list}
        empty={t(status || placeKind || assigneeId || template ? 'list.noMatch' : 'list.empty')}
        headers={[t('list.title'), t('list.status'), t('list.progress'), t('list.updated')]}
        onPage={setPage}
        row={(c: ChecklistSummaryDto) => (
          <tr key={c.uid} data-testid="checklist-row">
            <td>
              <Link to={open(c.uid)}>{c.title}</Link>
              {c.templateTitle && <div className={ui.subtle}>{c.templateTitle}</div>}
            </td>
            <td>
              <Lozenge>{t(`checklistStatus.${c.status}`)}</Lozenge>
            </td>
            <td>{`${c.progress.done}/${c.progress.total}`}</td>
            <td>{formatDate(c.updatedAt, i18n.language)}</td>
          </tr>
        )}
      />
    </section>
  );
}
