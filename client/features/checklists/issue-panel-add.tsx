import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import { TemplatePicker, type ChosenTemplate } from '../../ui/template-picker';
import { errorText } from '../../lib/error-text';
import { showError, showSuccess } from '../../messages/show-message';
import { TITLE_MAX } from '../../../shared/limits';
import { createChecklist } from './api/create-checklist';
import styles from './checklist.module.css';

/** Adds a checklist to the issue: from a template (searchable) or blank, with a title. */
export function IssuePanelAdd({
  issue,
  onAdded,
  onCancel,
}: {
  issue: { id: string; key: string };
  /** With the new checklist's uid (the light panel moves the focus to its add line). */
  onAdded: (uid: string) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [template, setTemplate] = useState<ChosenTemplate | null>(null);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const trimmed = title.trim();

  const add = async () => {
    setBusy(true);
    try {
      const place = { kind: 'jira_issue' as const, id: issue.id, key: issue.key };
      const created = await createChecklist(
        template
          ? { templateUid: template.uid, place, ...(trimmed ? { title: trimmed } : {}) }
          : { title: trimmed, place },
      );
      showSuccess(t('issuePanel.added', { title: created.title }));
      setTemplate(null);
      setTitle('');
      onAdded(created.uid);
    } catch (error) {
      showError(t('issuePanel.addFailed'), errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.panelAdd}
      aria-label={t('issuePanel.addTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <TemplatePicker
        label={t('issuePanel.fromTemplate')}
        value={template}
        onChange={setTemplate}
        usable
        browse
      />
      <label>
        {template ? t('issuePanel.titleOptional') : t('issuePanel.blankTitle')}
        <input
          value={title}
          maxLength={TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
          placeholder={template?.title ?? t('issuePanel.blankPlaceholder')}
        />
      </label>
      <Button type="submit" appearance="primary" isDisabled={busy || (!template && !trimmed)}>
        {t('issuePanel.add')}
      </Button>
      {onCancel && (
        <Button appearance="subtle" onClick={onCancel}>
          {t('issuePanel.cancel')}
        </Button>
      )}
    </form>
  );
}
