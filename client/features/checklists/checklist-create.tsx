import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import { api } from '../../lib/api-client';
import { showError, showSuccess } from '../../messages/show-message';
import { useApi, errorText } from '../../ui/use-api';
import { useOverviewBase } from '../../ui/overview-paths';
import { PersonPicker } from '../../ui/people-picker';
import { useUsers } from '../../ui/use-users';
import type { TemplateListDto } from '../../../shared/templates';
import type { ChecklistDto } from '../../../shared/checklists';
import ui from '../../ui/ui.module.css';

/** Create a checklist from a template (`?templateUid=`) or blank. */
export default function ChecklistCreate() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const base = useOverviewBase();
  const templates = useApi<TemplateListDto>('/templates?perPage=100');
  const [templateUid, setTemplateUid] = useState(params.get('templateUid') ?? '');
  const [title, setTitle] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [assigneeId, setAssigneeId] = useState<string | null>(null);
  const nameOf = useUsers([assigneeId]);
  const [saving, setSaving] = useState(false);

  const create = async () => {
    setSaving(true);
    try {
      const checklist = await api.post<ChecklistDto>('/checklists', {
        ...(templateUid ? { templateUid } : {}),
        ...(title.trim() ? { title: title.trim() } : {}),
        dueDate: dueDate || null,
        assigneeId,
      });
      showSuccess(t('create.created', { title: checklist.title }));
      navigate(`${base}/instances/${checklist.uid}`);
    } catch (error) {
      showError(t('create.failed'), errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      data-testid="checklist-create"
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
    >
      <h2 className={ui.heading}>{t('screens.checklist-create')}</h2>
      <label className={ui.field}>
        <span className={ui.label}>{t('create.template')}</span>
        <select
          className={ui.select}
          value={templateUid}
          onChange={(e) => setTemplateUid(e.target.value)}
        >
          <option value="">{t('create.blank')}</option>
          {templates.state === 'loaded' &&
            templates.data.items
              .filter((template) => template.permissions.canUse)
              .map((template) => (
                <option key={template.uid} value={template.uid}>
                  {template.title}
                </option>
              ))}
        </select>
      </label>
      <label className={ui.field}>
        <span className={ui.label}>{t('create.title')}</span>
        <input
          className={ui.input}
          value={title}
          maxLength={200}
          required={!templateUid}
          placeholder={templateUid ? t('create.titleFromTemplate') : ''}
          onChange={(e) => setTitle(e.target.value)}
        />
      </label>
      <label className={ui.field}>
        <span className={ui.label}>{t('create.dueDate')}</span>
        <input
          className={ui.input}
          type="date"
          value={dueDate}
          onChange={(e) => setDueDate(e.target.value)}
        />
      </label>
      <PersonPicker
        label={t('create.assignee')}
        value={assigneeId}
        nameOf={nameOf}
        onChange={setAssigneeId}
      />
      <div className={ui.row}>
        <Button
          type="submit"
          appearance="primary"
          isDisabled={saving || (!templateUid && !title.trim())}
        >
          {t('create.submit')}
        </Button>
        <Button appearance="subtle" onClick={() => navigate(-1)}>
          {t('ui.cancel')}
        </Button>
      </div>
    </form>
  );
}
