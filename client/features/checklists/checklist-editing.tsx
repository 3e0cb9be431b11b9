import { useState } from 'react';
import { ITEM_TEXT_MAX, TITLE_MAX } from '../../../shared/limits';
import { overLimit, TextLimit } from '../../ui/text-limit';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import { showSuccess } from '../../messages/show-message';
import { Markdown, markdownPlainText } from '../../ui/markdown';
import type { ChecklistDto } from '../../../shared/checklists';
import type { ItemKind } from '../../../shared/items';
import { useAsk } from '../../ui/dialog';
import { PersonPicker } from '../../ui/people-picker';
import { updateChecklist } from './api/update-checklist';
import { updateItem } from './api/update-item';
import { moveItem } from './api/move-item';
import { removeItem } from './api/remove-item';
import { addItem } from './api/add-item';
import type { ChecklistSessionView } from './session/use-checklist-session';
import ui from '../../ui/ui.module.css';

const KINDS: ItemKind[] = ['task', 'heading', 'note', 'signature'];

/**
 * Editing a checklist's structure (`canEdit`; not its statuses, notes or item assignees, which
 * are work on the items): title, assignee, due date, items added, changed (text, mandatory,
 * due date), moved and removed (archiving is in the view's toolbar). Every change goes
 * through the checklist session, which shows the server's answer (or says why it was refused).
 */
export function ChecklistEditing({
  checklist,
  session,
  nameOf,
}: {
  checklist: ChecklistDto;
  session: ChecklistSessionView;
  nameOf: (id: string) => string;
}) {
  const { t } = useTranslation();
  const [dialog, ask] = useAsk();
  const [title, setTitle] = useState(checklist.title);
  const [dueDate, setDueDate] = useState(checklist.dueDate ?? '');
  const [assigneeId, setAssigneeId] = useState(checklist.assigneeId);
  const [kind, setKind] = useState<ItemKind>('task');
  const [text, setText] = useState('');
  const uid = checklist.uid;

  const run = async (success: string, write: () => Promise<boolean>): Promise<boolean> => {
    const done = await write();
    if (done) showSuccess(success);
    return done;
  };

  return (
    <div data-testid="checklist-editing">
      {dialog}
      <div className={ui.toolbar}>
        <label className={ui.field}>
          <span className={ui.label}>{t('create.title')}</span>
          <input
            className={ui.input}
            value={title}
            aria-describedby="checklist-title-limit"
            aria-invalid={overLimit(title.trim(), TITLE_MAX)}
            onChange={(e) => setTitle(e.target.value)}
          />
          <TextLimit id="checklist-title-limit" value={title.trim()} max={TITLE_MAX} />
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
        <Button
          isDisabled={!title.trim() || overLimit(title.trim(), TITLE_MAX)}
          onClick={() =>
            void run(t('checklist.detailsSaved'), () =>
              session.writeChecklist(() =>
                updateChecklist(uid, {
                  title: title.trim(),
                  dueDate: dueDate || null,
                  assigneeId,
                  metaVersion: checklist.metaVersion,
                }),
              ),
            )
          }
        >
          {t('checklist.saveDetails')}
        </Button>
      </div>
      <ol className={ui.subtle}>
        {checklist.items.map((item, index) => (
          <li key={item.id} className={ui.row} data-testid="editing-item">
            <Markdown text={item.text} inline className={ui.grow} />
            {(item.kind === 'task' || item.kind === 'signature') && (
              <label className={ui.row}>
                <input
                  type="checkbox"
                  aria-label={t('checklist.mandatoryOf', { text: markdownPlainText(item.text) })}
                  checked={item.mandatory}
                  onChange={(e) => {
                    const mandatory = e.target.checked;
                    void run(t('checklist.itemEdited'), () =>
                      session.writeItem(item, (current) =>
                        updateItem(uid, item.id, { mandatory, version: current.version }),
                      ),
                    );
                  }}
                />
                {t('checklist.mandatory')}
              </label>
            )}
            {(item.kind === 'task' || item.kind === 'signature') && (
              <input
                className={ui.input}
                type="date"
                aria-label={t('checklist.dueOf', { text: markdownPlainText(item.text) })}
                defaultValue={item.dueDate ?? ''}
                // Saved when the field is left, not at every keystroke of a half-typed date.
                onBlur={(e) => {
                  const dueDate = e.target.value || null;
                  if (dueDate !== item.dueDate)
                    void run(t('checklist.itemEdited'), () =>
                      session.writeItem(item, (current) =>
                        updateItem(uid, item.id, { dueDate, version: current.version }),
                      ),
                    );
                }}
              />
            )}
            <Button
              spacing="compact"
              appearance="subtle"
              aria-label={t('checklist.editItemNamed', { text: markdownPlainText(item.text) })}
              onClick={() =>
                void (async () => {
                  const text = await ask({
                    kind: 'prompt',
                    title: t('checklist.editItem'),
                    body: '',
                    label: t('editor.itemText', { position: index + 1 }),
                    confirm: t('checklist.saveDetails'),
                    initial: item.text,
                    max: ITEM_TEXT_MAX,
                  });
                  if (text && text !== item.text)
                    await run(t('checklist.itemEdited'), () =>
                      session.writeItem(item, (current) =>
                        updateItem(uid, item.id, { text, version: current.version }),
                      ),
                    );
                })()
              }
            >
              {t('checklist.editItem')}
            </Button>
            <Button
              spacing="compact"
              appearance="subtle"
              isDisabled={index === 0}
              aria-label={t('editor.moveUp', { position: index + 1 })}
              onClick={() =>
                void run(t('checklist.itemMoved'), () => {
                  const afterItemId = index >= 2 ? checklist.items[index - 2]!.id : null;
                  return session.writeItem(
                    item,
                    (current) => moveItem(uid, item.id, { afterItemId, version: current.version }),
                    { placement: { kind: 'moved', afterItemId } },
                  );
                })
              }
            >
              ↑
            </Button>
            <Button
              spacing="compact"
              appearance="subtle"
              isDisabled={index === checklist.items.length - 1}
              aria-label={t('editor.moveDown', { position: index + 1 })}
              onClick={() =>
                void run(t('checklist.itemMoved'), () => {
                  const afterItemId = checklist.items[index + 1]!.id;
                  return session.writeItem(
                    item,
                    (current) => moveItem(uid, item.id, { afterItemId, version: current.version }),
                    { placement: { kind: 'moved', afterItemId } },
                  );
                })
              }
            >
              ↓
            </Button>
            <Button
              spacing="compact"
              appearance="subtle"
              aria-label={t('editor.remove', { position: index + 1 })}
              onClick={() =>
                void run(t('checklist.itemRemoved'), () =>
                  session.writeItem(item, (current) => removeItem(uid, item.id, current.version), {
                    placement: { kind: 'removed', itemId: item.id },
                  }),
                )
              }
            >
              ✕
            </Button>
          </li>
        ))}
      </ol>
      <form
        className={ui.toolbar}
        onSubmit={(e) => {
          e.preventDefault();
          if (!text.trim() || overLimit(text.trim(), ITEM_TEXT_MAX)) return;
          void run(t('checklist.itemAdded'), () =>
            session.addItem(() => addItem(uid, { kind, text: text.trim() })),
          ).then(() => setText(''));
        }}
      >
        <select
          className={ui.select}
          aria-label={t('editor.kind')}
          value={kind}
          onChange={(e) => setKind(e.target.value as ItemKind)}
        >
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`itemKinds.${k}`)}
            </option>
          ))}
        </select>
        <input
          className={`${ui.input} ${ui.grow}`}
          aria-label={t('checklist.newItem')}
          placeholder={t('checklist.newItem')}
          value={text}
          aria-describedby="new-item-limit"
          aria-invalid={overLimit(text.trim(), ITEM_TEXT_MAX)}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" isDisabled={!text.trim() || overLimit(text.trim(), ITEM_TEXT_MAX)}>
          {t('checklist.addItem')}
        </Button>
        <TextLimit id="new-item-limit" value={text.trim()} max={ITEM_TEXT_MAX} />
      </form>
    </div>
  );
}
