import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import Button from '@atlaskit/button/default/button';
import { ChecklistStatusLozenge } from '../../ui/checklist-status-lozenge';
import { PagedTable } from '../../ui/paged-table';
import { PersonPicker } from '../../ui/people-picker';
import { useUsers } from '../../ui/use-users';
import { useOverviewPaths } from '../../routing/paths';
import { useChecklists } from '../../api/list-checklists';
import { useTemplate } from '../../api/get-template';
import { formatDate } from '../../lib/format';
import { checklistPaginationElementsPerPageAtom } from '../../state/atoms';
import { useChecklistPage } from '../../state/checklist-page';
import { TemplatePicker, type ChosenTemplate } from '../../ui/template-picker';
import { PlaceLink } from '../../ui/place-link';
import type { ChecklistSummaryDto } from '../../../shared/checklists';
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
  const to = useOverviewPaths();
  const perPage = useAtomValue(checklistPaginationElementsPerPageAtom);
  const [status, setStatus] = useState<(typeof STATUSES)[number] | ''>('');
  const [placeKind, setPlaceKind] = useState<(typeof PLACE_KINDS)[number] | ''>('');
  const [assigneeId, setAssigneeId] = useState<string | null>(null);
  const [template, setTemplate] = useState<ChosenTemplate | null>(null);
  const nameOf = useUsers([assigneeId]);
  const templateFilter = templateUid ?? template?.uid;
  const [page, setPage] = useChecklistPage(
    JSON.stringify([templateFilter ?? '', status, placeKind, assigneeId ?? '']),
  );
  const list = useChecklists({
    page,
    perPage,
    status: status || undefined,
    placeKind: placeKind || undefined,
    assigneeId: assigneeId ?? undefined,
    templateUid: templateFilter,
  });
  // A template's own list is named after the template (the generic name until it loads).
  const ownTemplate = useTemplate(templateUid ?? null);

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
        <label className={ui.field}>
          <span className={ui.label}>{t('list.status')}</span>
          <select
            className={ui.select}
            aria-label={t('list.statusFilter')}
            value={status}
            // The options are STATUSES (or '' for all).
            onChange={(e) => setStatus(e.target.value as typeof status)}
          >
            <option value="">{t('list.allStatuses')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`checklistStatus.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={ui.field}>
          <span className={ui.label}>{t('list.place')}</span>
          <select
            className={ui.select}
            aria-label={t('list.placeFilter')}
            value={placeKind}
            // The options are PLACE_KINDS (or '' for all).
            onChange={(e) => setPlaceKind(e.target.value as typeof placeKind)}
          >
            <option value="">{t('list.allPlaces')}</option>
            {PLACE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`list.places.${kind}`)}
              </option>
            ))}
          </select>
        </label>
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
        {templateUid && (
          <Button
            testId="template-statistics-button"
            onClick={() => navigate(to.templateStatistics(templateUid))}
          >
            {t('list.statistics')}
          </Button>
        )}
        <Button appearance="primary" onClick={() => navigate(to.createChecklist(templateUid))}>
          {t('list.create')}
        </Button>
      </div>
      <PagedTable
        value={list}
        empty={t(status || placeKind || assigneeId || template ? 'list.noMatch' : 'list.empty')}
        headers={[
          t('list.title'),
          t('list.place'),
          t('list.status'),
          t('list.progress'),
          t('list.updated'),
        ]}
        onPage={setPage}
        row={(c: ChecklistSummaryDto) => (
          <tr key={c.uid} data-testid="checklist-row">
            <td className={ui.longText}>
              <Link to={to.checklist(c.uid, templateUid)}>{c.title}</Link>
              {c.templateTitle && <div className={ui.subtle}>{c.templateTitle}</div>}
            </td>
            <td>
              <PlaceLink place={c.place} />
            </td>
            <td>
              <ChecklistStatusLozenge
                status={c.status}
                progress={c.progress}
                testId="checklist-row-status"
              />
            </td>
            <td>{`${c.progress.done}/${c.progress.total}`}</td>
            <td className={ui.nowrap}>{formatDate(c.updatedAt, i18n.language)}</td>
          </tr>
        )}
      />
    </section>
  );
}
