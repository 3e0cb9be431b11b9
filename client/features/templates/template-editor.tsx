import { useEffect, useId, useState } from 'react';
import { DESCRIPTION_MAX, ITEM_TEXT_MAX, TITLE_MAX } from '../../../shared/limits';
import { overLimit, TextLimit } from '../../ui/text-limit';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import SectionMessage from '@atlaskit/section-message';
import { ApiError } from '../../lib/api-client';
import { showError, showSuccess } from '../../messages/show-message';
import { errorText } from '../../lib/error-text';
import { Loading } from '../../shells/loading';
import { useOverviewPaths } from '../../app/paths';
import type { RoutedScreenProps } from '../../app/screen-props';
import { getTemplate } from '../../api/get-template';
import { getChecklist } from '../../api/get-checklist';
import { createTemplate } from './api/create-template';
import { copyExample } from './api/copy-example';
import { getExample } from './api/get-example';
import { updateTemplate } from './api/update-template';
import type { TemplateDto } from '../../../shared/templates';
import {
  ItemListEditor,
  dueErrorId,
  itemTextLimitId,
  dueOffsetValid,
  newItem,
  type EditableItem,
} from './item-list-editor';
import { useAsk } from '../../ui/dialog';
import { MarkdownField } from './markdown-field';
import { ItemsPreview } from './items-preview';
import { PeoplePicker } from '../../ui/people-picker';
import { useUsers } from '../../ui/use-users';
import ui from '../../ui/ui.module.css';
import styles from './editor.module.css';

interface Draft {
  title: string;
  description: string;
  tags: string;
  items: EditableItem[];
  editorIds: string[];
  /** The server's answer: whether this user's save may change the editors. */
  canChangeEditors: boolean;
  ownerId: string | null;
  version: number | null;
}

const fromTemplate = (template: TemplateDto): Draft => ({
  title: template.title,
  description: template.description,
  tags: template.tags.join(', '),
  items: template.items.map((item) => ({
    key: item.id,
    id: item.id,
    kind: item.kind,
    text: item.text,
    mandatory: item.mandatory,
    dueOffsetDays: item.dueOffsetDays,
    assigneeId: item.assigneeId,
  })),
  editorIds: template.editorIds,
  canChangeEditors: template.permissions.canChangeEditors,
  ownerId: template.ownerId,
  version: template.version,
});

/**
 * Creates or edits a template (`templates/edit?uid=…`). With `prefill=true` it starts from a
 * checklist (`checklistUid=…`: "create template from checklist") or an example of the gallery
 * (`exampleId=…`: "use this template"); either is saved only by Save.
 */
export default function TemplateEditor({ props = {} }: Partial<RoutedScreenProps>) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const to = useOverviewPaths();
  const uid = params.get('uid');
  const checklistUid = props.prefill ? params.get('checklistUid') : null;
  const exampleId = props.prefill && !checklistUid ? params.get('exampleId') : null;
  const [draft, setDraft] = useState<Draft | null>(
    uid || checklistUid || exampleId
      ? null
      : {
          title: '',
          description: '',
          tags: '',
          items: [newItem()],
          editorIds: [],
          canChangeEditors: true,
          ownerId: null,
          version: null,
        },
  );
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const nameOf = useUsers([draft?.ownerId, ...(draft?.editorIds ?? [])]);
  // The draft as loaded (or empty): Cancel asks before throwing changes away.
  const [loaded, setLoaded] = useState<string | null>(draft ? JSON.stringify(draft) : null);
  const [dialog, ask] = useAsk();
  const fieldIds = useId();
  const titleHelpId = `${fieldIds}-title-help`;

  useEffect(() => {
    const start = (value: Draft) => {
      setDraft(value);
      setLoaded(JSON.stringify(value));
    };
    if (uid) {
      getTemplate(uid).then(
        (template) =>
          template.permissions.canEdit
            ? start(fromTemplate(template))
            : navigate(to.templateNoPermission(), { replace: true }),
        (error: unknown) => setLoadError(errorText(error)),
      );
    } else if (exampleId) {
      getExample(exampleId).then(
        (example) =>
          start({
            title: example.title,
            description: example.description,
            tags: example.tags.join(', '),
            items: example.items.map((item) => ({
              ...newItem(item.kind, item.text),
              mandatory: item.mandatory,
              dueOffsetDays: item.dueOffsetDays,
            })),
            editorIds: [],
            canChangeEditors: true,
            ownerId: null,
            version: null,
          }),
        (error: unknown) => setLoadError(errorText(error)),
      );
    } else if (checklistUid) {
      getChecklist(checklistUid).then(
        (checklist) =>
          start({
            title: checklist.title,
            description: '',
            tags: '',
            items: checklist.items.map((item) => ({
              ...newItem(item.kind, item.text),
              mandatory: item.mandatory,
            })),
            editorIds: [],
            canChangeEditors: true,
            ownerId: null,
            version: null,
          }),
        (error: unknown) => setLoadError(errorText(error)),
      );
    }
  }, [uid, checklistUid, exampleId, navigate, to]);

  if (loadError) return <SectionMessage appearance="error">{loadError}</SectionMessage>;
  if (!draft) return <Loading label={t('app.loading')} />;

  // Save is disabled while something is missing or wrong; the text by that field says what,
  // and the button is described by it.
  const titleMissing = !draft.title.trim();
  const titleTooLong = overLimit(draft.title.trim(), TITLE_MAX);
  const badDueItem = draft.items.findIndex((item) => !dueOffsetValid(item.dueOffsetDays));
  const longItem = draft.items.findIndex((item) => overLimit(item.text.trim(), ITEM_TEXT_MAX));
  const saveBlockedBy = titleMissing
    ? titleHelpId
    : titleTooLong
      ? `${fieldIds}-title-limit`
      : overLimit(draft.description, DESCRIPTION_MAX)
        ? `${fieldIds}-description-limit`
        : badDueItem >= 0
          ? dueErrorId(fieldIds, badDueItem)
          : longItem >= 0
            ? itemTextLimitId(fieldIds, longItem)
            : null;

  const cancel = async () => {
    if (loaded !== null && JSON.stringify(draft) !== loaded) {
      const answer = await ask({
        kind: 'confirm',
        title: t('editor.discardTitle'),
        body: t('editor.discardBody'),
        confirm: t('editor.discard'),
        danger: true,
      });
      if (!answer) return;
    }
    navigate(to.templates());
  };

  const save = async () => {
    setSaving(true);
    setConflict(false);
    const body = {
      title: draft.title,
      description: draft.description,
      tags: draft.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
      items: draft.items
        .filter((item) => item.text.trim())
        .map((item) => ({
          ...(item.id ? { id: item.id } : {}),
          kind: item.kind,
          text: item.text.trim(),
          mandatory: item.kind === 'task' || item.kind === 'signature' ? item.mandatory : false,
          dueOffsetDays: item.dueOffsetDays,
          assigneeId: item.assigneeId ?? null,
        })),
      editorIds: draft.editorIds,
    };
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

  return (
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
        <label className={ui.label} htmlFor={`${fieldIds}-title`}>
          {t('editor.title')}
        </label>
        <input
          id={`${fieldIds}-title`}
          className={ui.input}
          required
          value={draft.title}
          aria-describedby={`${titleMissing ? titleHelpId : ''} ${fieldIds}-title-limit`.trim()}
          aria-invalid={titleTooLong}
          onChange={(e) => setDraft({ ...draft, title: e.target.value })}
        />
        <TextLimit id={`${fieldIds}-title-limit`} value={draft.title.trim()} max={TITLE_MAX} />
        {titleMissing && (
          <span id={titleHelpId} className={ui.subtle}>
            {t('editor.titleMissing')}
          </span>
        )}
      </div>
      <MarkdownField
        label={t('editor.description')}
        max={DESCRIPTION_MAX}
        limitId={`${fieldIds}-description-limit`}
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
          isDisabled={saving || saveBlockedBy !== null}
          aria-describedby={saveBlockedBy ?? undefined}
        >
          {t('editor.save')}
        </Button>
        <Button appearance="subtle" onClick={() => void cancel()}>
          {t('editor.cancel')}
        </Button>
      </div>
    </form>
  );
}
