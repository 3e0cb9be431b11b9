import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ITEM_TEXT_MAX } from '../../../shared/limits';
import { overLimit, TextLimit } from '../../ui/text-limit';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import type { ItemKind } from '../../../shared/items';
import { AssigneeControl } from '../../ui/assignee-control';
import { useUsers } from '../../ui/use-users';
import styles from './editor.module.css';
import ui from '../../ui/ui.module.css';

export interface EditableItem {
  key: string;
  id?: string;
  kind: ItemKind;
  text: string;
  mandatory: boolean;
  dueOffsetDays: number | null;
  /** Who each checklist made from the template gets this item assigned to. */
  assigneeId?: string | null;
}

const KINDS: ItemKind[] = ['task', 'heading', 'note', 'signature'];
let nextKey = 0;
/** Due-after days the server takes: whole days from 0 to 3650 (or none). */
export const MAX_DUE_OFFSET_DAYS = 3650;
export const dueOffsetValid = (days: number | null): boolean =>
  days === null || (Number.isInteger(days) && days >= 0 && days <= MAX_DUE_OFFSET_DAYS);

/** The id of the text saying an item's due-after days are wrong (for aria-describedby). */
export const dueErrorId = (idPrefix: string, index: number) => `${idPrefix}-due-${index}`;
/** The id of an item text's counter, which says when the text is too long. */
export const itemTextLimitId = (idPrefix: string, index: number) =>
  `${idPrefix}-text-limit-${index}`;

export const newItem = (kind: ItemKind = 'task', text = ''): EditableItem => ({
  key: `new-${++nextKey}`,
  kind,
  text,
  mandatory: false,
  dueOffsetDays: null,
});

export function moveItem<T>(items: T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return items;
  const copy = [...items];
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved as T);
  return copy;
}

/**
 * The items of a template: kind, text, mandatory, assignee, due offset. Reorder by dragging the handle,
 * with the move buttons, or with Alt+↑ / Alt+↓ on a row.
 */
export function ItemListEditor({
  items,
  onChange,
  idPrefix: ids,
}: {
  items: EditableItem[];
  onChange: (items: EditableItem[]) => void;
  /** Prefix of the ids of error texts (see `dueErrorId`), so the form can point at them. */
  idPrefix?: string;
}) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const rows = useRef<(HTMLLIElement | null)[]>([]);
  const nameOf = useUsers(items.map((item) => item.assigneeId));
  const ownIds = useId();
  const idPrefix = ids ?? ownIds;

  const update = (index: number, patch: Partial<EditableItem>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    onChange(moveItem(items, from, to));
    setAnnouncement(
      t('editor.moved', { text: items[from]?.text ?? '', position: to + 1, count: items.length }),
    );
    requestAnimationFrame(() => rows.current[to]?.focus());
  };
  const onRowKey = (event: KeyboardEvent, index: number) => {
    if (!event.altKey) return;
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(index, index - 1);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(index, index + 1);
    }
  };

  return (
    <>
      <p className={ui.subtle}>{t('editor.reorderHint')}</p>
      <ol className={styles.items} aria-label={t('editor.items')}>
        {items.map((item, index) => (
          <li
            key={item.key}
            ref={(el) => {
              rows.current[index] = el;
            }}
            tabIndex={-1}
            className={`${styles.item} ${dragging === index ? styles.dragging : ''}`}
            data-testid="editor-item"
            onKeyDown={(e) => onRowKey(e, index)}
            onDragOver={(e) => {
              if (dragging === null) return;
              e.preventDefault();
              if (dragging !== index) {
                onChange(moveItem(items, dragging, index));
                setDragging(index);
              }
            }}
            onDrop={(e) => {
              e.preventDefault();
              setDragging(null);
            }}
          >
            <span
              className={styles.handle}
              draggable
              aria-hidden="true"
              title={t('editor.drag')}
              onDragStart={(e) => {
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', item.key);
                setDragging(index);
              }}
              onDragEnd={() => setDragging(null)}
            >
              ⋮⋮
            </span>
            <select
              className={ui.select}
              aria-label={t('editor.kind')}
              value={item.kind}
              onChange={(e) => update(index, { kind: e.target.value as ItemKind })}
            >
              {KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`itemKinds.${kind}`)}
                </option>
              ))}
            </select>
            <input
              className={`${ui.input} ${styles.text}`}
              aria-label={t('editor.itemText', { position: index + 1 })}
              value={item.text}
              aria-describedby={itemTextLimitId(idPrefix, index)}
              aria-invalid={overLimit(item.text.trim(), ITEM_TEXT_MAX)}
              onChange={(e) => update(index, { text: e.target.value })}
              onKeyDown={(e) => onRowKey(e, index)}
            />
            <TextLimit
              id={itemTextLimitId(idPrefix, index)}
              value={item.text.trim()}
              max={ITEM_TEXT_MAX}
            />
            {(item.kind === 'task' || item.kind === 'signature') && (
              <>
                <label className={styles.inline}>
                  <input
                    type="checkbox"
                    checked={item.mandatory}
                    onChange={(e) => update(index, { mandatory: e.target.checked })}
                  />
                  {t('editor.mandatory')}
                </label>
                <label className={styles.inline}>
                  {t('editor.dueAfter')}
                  <input
                    className={`${ui.input} ${styles.days}`}
                    type="number"
                    min={0}
                    max={MAX_DUE_OFFSET_DAYS}
                    aria-invalid={!dueOffsetValid(item.dueOffsetDays)}
                    aria-describedby={
                      dueOffsetValid(item.dueOffsetDays) ? undefined : dueErrorId(idPrefix, index)
                    }
                    value={item.dueOffsetDays ?? ''}
                    onChange={(e) =>
                      update(index, {
                        dueOffsetDays: e.target.value === '' ? null : Number(e.target.value),
                      })
                    }
                  />
                  {t('editor.days')}
                </label>
                {!dueOffsetValid(item.dueOffsetDays) && (
                  <span id={dueErrorId(idPrefix, index)} className={`${ui.error} ${styles.inline}`}>
                    {t('editor.dueAfterInvalid', { max: MAX_DUE_OFFSET_DAYS })}
                  </span>
                )}
                <AssigneeControl
                  label={t('editor.assigneeOf', { position: index + 1 })}
                  assigneeId={item.assigneeId ?? null}
                  nameOf={nameOf}
                  onChange={(assigneeId) => update(index, { assigneeId })}
                />
              </>
            )}
            <span className={styles.buttons}>
              <Button
                spacing="compact"
                appearance="subtle"
                isDisabled={index === 0}
                onClick={() => move(index, index - 1)}
                aria-label={t('editor.moveUp', { position: index + 1 })}
              >
                ↑
              </Button>
              <Button
                spacing="compact"
                appearance="subtle"
                isDisabled={index === items.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={t('editor.moveDown', { position: index + 1 })}
              >
                ↓
              </Button>
              <Button
                spacing="compact"
                appearance="subtle"
                onClick={() => onChange(items.filter((_, i) => i !== index))}
                aria-label={t('editor.remove', { position: index + 1 })}
              >
                ✕
              </Button>
            </span>
          </li>
        ))}
      </ol>
      <p className={styles.visuallyHidden} aria-live="polite">
        {announcement}
      </p>
      <div className={ui.row}>
        {KINDS.map((kind) => (
          <Button key={kind} onClick={() => onChange([...items, newItem(kind)])}>
            {t(`editor.add.${kind}`)}
          </Button>
        ))}
      </div>
    </>
  );
}
