import { useId, useState } from 'react';
import { DESCRIPTION_MAX, TITLE_MAX } from '../../../shared/limits';
import { overLimit, TextLimit } from '../../ui/text-limit';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import SectionMessage from '@atlaskit/section-message';
import { ApiError } from '../../lib/api-client';
import { showError, showSuccess } from '../../messages/show-message';
import { errorText } from '../../lib/error-text';
import { Loading } from '../../ui/loading';
import { useOverviewPaths } from '../../routing/paths';
import type { RoutedScreenProps } from '../../routing/screen-props';
import { createTemplate } from './api/create-template';
import { copyExample } from '../../api/copy-example';
import { updateTemplate } from './api/update-template';
import { ItemListEditor } from './item-list-editor';
import { fieldIdsOf, saveBlockedBy, toTemplateInput } from './template-draft';
import { useTemplateDraft } from './use-template-draft';
import { useAsk } from '../../ui/dialog';
import { useLeaveGuard } from '../../lib/leave-guard';
import { MarkdownField } from './markdown-field';
import { ItemsPreview } from './items-preview';
import { PeoplePicker } from '../../ui/people-picker';
import { useUsers } from '../../ui/use-users';
import { InvitationsPanel } from './invitations/invitations-panel';
import ui from '../../ui/ui.module.css';
import styles from './editor.module.css';

/**
 * Creates or edits a template (`templates/edit?uid=…`). With `prefill=true` it starts from a
 * checklist (`checklistUid=…`: "create template from checklist") or an example of the gallery
 * (`exampleId=…`: "use this template"); either is saved only by Save. The draft and its rules
 * are in template-draft.ts.
 */
export default function TemplateEditor({ props = {} }: Partial<RoutedScreenProps>) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const to = useOverviewPaths();
  const uid = params.get('uid');
  const checklistUid = props.prefill ? params.get('checklistUid') : null;
  const exampleId = props.prefill && !checklistUid ? params.get('exampleId') : null;
  const { draft, setDraft, loadError, changed } = useTemplateDraft({
    uid,
    exampleId,
    checklistUid,
  });
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const nameOf = useUsers([draft?.ownerId, ...(draft?.editorIds ?? [])]);
  const [dialog, ask] = useAsk();
  const fieldIds = useId();
  const ids = fieldIdsOf(fieldIds);
  const confirmDiscard = async () =>
    (await ask({
      kind: 'confirm',
      title: t('editor.discardTitle'),
      body: t('editor.discardBody'),
      confirm: t('editor.discard'),
      danger: true,
    })) !== null;
  // The browser's (or the host's) Back asks too, while the edits are unsaved.
  useLeaveGuard(changed && !saving, confirmDiscard);

  if (loadError) return <SectionMessage appearance="error">{loadError}</SectionMessage>;
  if (!draft) return <Loading label={t('app.loading')} />;

  // Save is disabled while something is missing or wrong; the text by that field says what,
  // and the button is described by it.
  const titleMissing = !draft.title.trim();
  const titleTooLong = overLimit(draft.title.trim(), TITLE_MAX);
  const blockedBy = saveBlockedBy(draft, fieldIds);

  const cancel = async () => {
    if (changed && !(await confirmDiscard())) return;
    navigate(to.templates());
  };

  const save = async () => {
    setSaving(true);
    setConflict(false);
    const body = toTemplateInput(draft);
    try {
      // An edited template was loaded with its version; a new one has none.
      const saved =
        uid && draft.version !== null
          ? await updateTemplate(uid, { ...body, version: draft.version })
          : exampleId
            ? await copyExample(exampleId, body)
            : await createTemplate(body);
      showSuccess(t('editor.saved', { title: saved.title }));
      navigate(to.templates());
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(true);
      else showError(t('editor.saveFailed'), errorText(error));
    } finally {
      setSaving(false);
    }
  };

  const form = (
    <form
      data-testid="template-editor"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {dialog}
      <h2 className={ui.heading}>{uid ? t('editor.editTitle') : t('editor.newTitle')}</h2>
      {conflict && (
        <SectionMessage appearance="warning" title={t('editor.conflictTitle')}>
          {t('editor.conflictBody')}
        </SectionMessage>
      )}
      <div className={ui.field}>
        <label className={ui.label} htmlFor={ids.title}>
          {t('editor.title')}
        </label>
        <input
          id={ids.title}
          className={ui.input}
          required
          value={draft.title}
          aria-describedby={`${titleMissing ? ids.titleHelp : ''} ${ids.titleLimit}`.trim()}
          aria-invalid={titleTooLong}
          onChange={(e) => setDraft({ ...draft, title: e.target.value })}
        />
        <TextLimit id={ids.titleLimit} value={draft.title.trim()} max={TITLE_MAX} />
        {titleMissing && (
          <span id={ids.titleHelp} className={ui.subtle}>
            {t('editor.titleMissing')}
          </span>
        )}
      </div>
      <MarkdownField
        label={t('editor.description')}
        max={DESCRIPTION_MAX}
        limitId={ids.descriptionLimit}
        value={draft.description}
        onChange={(description) => setDraft({ ...draft, description })}
      >
        <ItemsPreview items={draft.items} />
      </MarkdownField>
      <label className={ui.field}>
        <span className={ui.label}>{t('editor.tags')}</span>
        <input
          className={ui.input}
          value={draft.tags}
          placeholder={t('editor.tagsHint')}
          onChange={(e) => setDraft({ ...draft, tags: e.target.value })}
        />
      </label>
      {draft.ownerId && (
        <p className={ui.subtle}>{t('editor.owner', { name: nameOf(draft.ownerId) })}</p>
      )}
      {draft.canChangeEditors ? (
        <PeoplePicker
          label={t('editor.editors')}
          value={draft.editorIds}
          exclude={draft.ownerId ? [draft.ownerId] : []}
          nameOf={nameOf}
          onChange={(editorIds) => setDraft({ ...draft, editorIds })}
        />
      ) : (
        <div className={ui.field} data-testid="template-editors">
          <span className={ui.label}>{t('editor.editors')}</span>
          <span>
            {draft.editorIds.length > 0
              ? draft.editorIds.map(nameOf).join(', ')
              : t('editor.noEditors')}
          </span>
          <span className={ui.subtle}>{t('editor.editorsByOwner')}</span>
        </div>
      )}
      <h3 className={ui.label}>{t('editor.items')}</h3>
      <ItemListEditor
        items={draft.items}
        idPrefix={fieldIds}
        onChange={(items) => setDraft({ ...draft, items })}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          isDisabled={saving || blockedBy !== null}
          aria-describedby={blockedBy ?? undefined}
        >
          {t('editor.save')}
        </Button>
        <Button appearance="subtle" onClick={() => void cancel()}>
          {t('editor.cancel')}
        </Button>
      </div>
    </form>
  );
  // Outside the form: inviting someone is not part of saving the template.
  return (
    <>
      {form}
      {uid && draft.version !== null && <InvitationsPanel templateUid={uid} />}
    </>
  );
}
