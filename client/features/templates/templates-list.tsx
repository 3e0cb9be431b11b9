import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import { showError, showSuccess } from '../../messages/show-message';
import { errorText } from '../../lib/error-text';
import { useTemplates } from '../../api/list-templates';
import { useCallerPermissions } from '../../api/get-me';
import { useAsk } from '../../ui/dialog';
import { PagedTable } from '../../ui/paged-table';
import { useOverviewPaths } from '../../routing/paths';
import { copyTemplate } from './api/copy-template';
import { archiveTemplate } from './api/archive-template';
import { unarchiveTemplate } from './api/unarchive-template';
import { deleteTemplate } from './api/delete-template';
import { PAGINATION_DEFAULTS } from '../../../shared/constants';
import type { TemplateSummaryDto } from '../../../shared/templates';
import styles from '../../ui/ui.module.css';

/** Templates: search, tag filter, 10 per page; create, edit, copy, archive, delete. */
export default function TemplatesList() {
  const { t } = useTranslation();
  // Portal users work on the templates they were invited to; they make none.
  const canCreate = useCallerPermissions()?.canCreateTemplates ?? false;
  const to = useOverviewPaths();
  const navigate = useNavigate();
  const [page, setPage] = useState<number>(PAGINATION_DEFAULTS.page);
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState('');
  const [archived, setArchived] = useState(false);
  const list = useTemplates({
    page,
    perPage: PAGINATION_DEFAULTS.elementsPerPage,
    search: search.trim(),
    tag,
    // Only archived ones when asked; the server's default is the others.
    archived: archived || undefined,
  });
  const [dialog, ask] = useAsk();

  const act = async (label: string, run: () => Promise<unknown>) => {
    try {
      await run();
      showSuccess(label);
      list.reload();
    } catch (error) {
      showError(t('templates.actionFailed'), errorText(error));
    }
  };

  const copy = (template: TemplateSummaryDto) =>
    act(t('templates.copied', { title: template.title }), () => copyTemplate(template.uid));
  const archive = (template: TemplateSummaryDto) =>
    template.archived
      ? act(t('templates.restored', { title: template.title }), () =>
          unarchiveTemplate(template.uid),
        )
      : act(t('templates.archived', { title: template.title }), () =>
          archiveTemplate(template.uid),
        );
  const remove = async (template: TemplateSummaryDto) => {
    const answer = await ask({
      kind: 'confirm',
      title: t('templates.deleteTitle', { title: template.title }),
      body: t('templates.confirmDelete', { count: template.checklistCount }),
      confirm: t('templates.delete'),
      danger: true,
    });
    if (!answer) return;
    await act(t('templates.deleted', { title: template.title }), () =>
      deleteTemplate(template.uid),
    );
  };

  return (
    <section data-testid="templates-list">
      {dialog}
      <h2 className={styles.heading}>{t('screens.templates-list')}</h2>
      <div className={styles.toolbar}>
        <input
          className={styles.input}
          type="search"
          aria-label={t('templates.search')}
          placeholder={t('templates.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        {list.state === 'loaded' && list.data.tags.length > 0 && (
          <select
            className={styles.select}
            aria-label={t('templates.tagFilter')}
            value={tag}
            onChange={(e) => {
              setTag(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('templates.allTags')}</option>
            {list.data.tags.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
        <label className={styles.row}>
          <input
            type="checkbox"
            checked={archived}
            onChange={(e) => {
              setArchived(e.target.checked);
              setPage(1);
            }}
          />
          {t('templates.showArchived')}
        </label>
        <span className={styles.grow} />
        {canCreate && (
          <>
            <Button onClick={() => navigate(to.examples())}>{t('templates.browseExamples')}</Button>
            <Button appearance="primary" onClick={() => navigate(to.newTemplate())}>
              {t('templates.create')}
            </Button>
          </>
        )}
      </div>
      <PagedTable
        value={list}
        empty={search || tag ? t('templates.noMatch') : t('templates.empty')}
        headers={[
          t('templates.title'),
          t('templates.actions'),
          t('templates.items'),
          t('templates.checklists'),
          t('templates.tags'),
        ]}
        onPage={setPage}
        row={(template: TemplateSummaryDto) => (
          <tr key={template.uid} data-testid="template-row">
            <td className={styles.longText}>
              <Link to={to.templateChecklists(template.uid)}>{template.title}</Link>
            </td>
            <td>
              <div className={styles.row}>
                {template.permissions.canUse && (
                  <Button
                    spacing="compact"
                    appearance="primary"
                    onClick={() => navigate(to.createChecklist(template.uid))}
                  >
                    {t('templates.use')}
                  </Button>
                )}
                {template.permissions.canEdit && (
                  <Button spacing="compact" onClick={() => navigate(to.editTemplate(template.uid))}>
                    {t('templates.edit')}
                  </Button>
                )}
                {canCreate && (
                  <Button spacing="compact" onClick={() => void copy(template)}>
                    {t('templates.copy')}
                  </Button>
                )}
                {template.permissions.canEdit && (
                  <Button
                    spacing="compact"
                    appearance="subtle"
                    onClick={() => void archive(template)}
                  >
                    {template.archived ? t('templates.restore') : t('templates.archive')}
                  </Button>
                )}
                {template.permissions.canDelete && (
                  <Button
                    spacing="compact"
                    appearance="subtle"
                    onClick={() => void remove(template)}
                  >
                    {t('templates.delete')}
                  </Button>
                )}
              </div>
            </td>
            <td className={styles.nowrap}>
              {t('counts.itemsToDo', { count: template.taskCount })}
            </td>
            <td>{template.checklistCount}</td>
            <td>
              <span className={styles.tags}>
                {template.tags.map((name) => (
                  <span key={name} className={styles.tag}>
                    {name}
                  </span>
                ))}
              </span>
            </td>
          </tr>
        )}
      />
    </section>
  );
}
