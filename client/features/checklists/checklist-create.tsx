import { useEffect, useId, useState } from 'react';
import { TITLE_MAX } from '../../../shared/limits';
import { overLimit, TextLimit } from '../../ui/text-limit';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import { showError, showSuccess } from '../../messages/show-message';
import { errorText } from '../../lib/error-text';
import { useOverviewPaths } from '../../routing/paths';
import { getTemplate } from '../../api/get-template';
import { createChecklist } from './api/create-checklist';
import { PersonPicker } from '../../ui/people-picker';
import { useUsers } from '../../ui/use-users';
import { TemplatePicker, type ChosenTemplate } from '../../ui/template-picker';
import ui from '../../ui/ui.module.css';

/** Create a checklist from a template (`?templateUid=`) or blank. */
export default function ChecklistCreate() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const to = useOverviewPaths();
  // Opened from a template (`?templateUid=`): it is chosen at once; its title follows.
  const fromTemplate = params.get('templateUid');
  const [template, setTemplate] = useState<ChosenTemplate | null>(
    fromTemplate ? { uid: fromTemplate, title: '' } : null,
  );
  const templateUid = template?.uid ?? '';
  const [title, setTitle] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [assigneeId, setAssigneeId] = useState<string | null>(null);
  const nameOf = useUsers([assigneeId]);
  const [saving, setSaving] = useState(false);
  const ids = useId();
  // A blank checklist needs a title: said by the field, and why Create is disabled.
  const titleMissing = !templateUid && !title.trim();
  const titleTooLong = overLimit(title.trim(), TITLE_MAX);
  const titleHelpId = `${ids}-title-help`;

  useEffect(() => {
    if (!fromTemplate) return;
    let live = true;
    getTemplate(fromTemplate).then(
      (found) => {
        if (!live) return;
        setTemplate((chosen) =>
          chosen?.uid !== found.uid
            ? chosen
            : found.permissions.canUse
              ? { uid: found.uid, title: found.title }
              : null,
        );
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [fromTemplate]);

  const create = async () => {
    setSaving(true);
    try {
      const checklist = await createChecklist({
        ...(templateUid ? { templateUid } : {}),
        ...(title.trim() ? { title: title.trim() } : {}),
        dueDate: dueDate || null,
        assigneeId,
      });
      showSuccess(t('create.created', { title: checklist.title }));
      navigate(to.checklist(checklist.uid));
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
      <TemplatePicker label={t('create.template')} value={template} onChange={setTemplate} usable />
      {!template && <p className={ui.subtle}>{t('create.blank')}</p>}
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${ids}-title`}>
          {t('create.title')}
        </label>
        <input
          id={`${ids}-title`}
          className={ui.input}
          value={title}
          required={!templateUid}
          placeholder={templateUid ? t('create.titleFromTemplate') : ''}
          aria-describedby={`${titleMissing ? titleHelpId : ''} ${ids}-title-limit`.trim()}
          aria-invalid={titleTooLong}
          onChange={(e) => setTitle(e.target.value)}
        />
        <TextLimit id={`${ids}-title-limit`} value={title.trim()} max={TITLE_MAX} />
        {titleMissing && (
          <span id={titleHelpId} className={ui.subtle}>
            {t('create.titleMissing')}
          </span>
        )}
      </div>
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
          isDisabled={saving || titleMissing || titleTooLong}
          aria-describedby={titleMissing ? titleHelpId : undefined}
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
