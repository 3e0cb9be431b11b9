import { useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ITEM_TEXT_MAX } from '../../../../shared/limits';
import { isMultiLine, pastedItems, type PastedItem } from './paste-items';
import styles from './light.module.css';

/**
 * The "Add item" line under a checklist of the issue panel or a macro: Enter adds what was
 * typed and keeps the cursor here for the next one; pasting several lines adds one item per
 * line (paste-items.ts: list markers and `[ ]`/`[x]` understood), one after another in their
 * order. `add` resolves whether the item was saved (a refusal is told by the session).
 */
export function AddItemLine({
  add,
  first = false,
  focus = false,
}: {
  add: (item: PastedItem) => Promise<boolean>;
  /** The checklist has no item yet: the line invites the first one. */
  first?: boolean;
  /** Takes the cursor when it first shows (a checklist this person just added). */
  focus?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [adding, setAdding] = useState(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focus) field.current?.focus();
  }, [focus]);

  /** Adds in order, each after the one before has answered. */
  const enqueue = (items: PastedItem[]) => {
    if (items.length === 0) return;
    setAdding((n) => n + items.length);
    for (const item of items)
      queue.current = queue.current.then(async () => {
        try {
          await add(item);
        } finally {
          setAdding((n) => n - 1);
        }
      });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape' && text) {
      e.preventDefault();
      e.stopPropagation();
      setText('');
      return;
    }
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    e.preventDefault();
    const typed = text.trim();
    if (!typed) return;
    setText('');
    enqueue([{ text: typed, done: false }]);
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text/plain');
    if (!isMultiLine(pasted)) return;
    e.preventDefault();
    // What was typed before the paste is the first line's start.
    const items = pastedItems(`${text}${pasted}`);
    setText('');
    enqueue(items);
  };

  return (
    <div className={styles.addLine} data-testid="add-item-line">
      <label htmlFor={id} className={styles.visuallyHidden}>
        {t('light.addItem')}
      </label>
      <input
        ref={field}
        id={id}
        className={styles.addInput}
        type="text"
        value={text}
        maxLength={ITEM_TEXT_MAX}
        placeholder={first ? t('light.addFirstPlaceholder') : t('light.addPlaceholder')}
        aria-describedby={`${id}-hint`}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
      />
      <span id={`${id}-hint`} className={styles.visuallyHidden}>
        {t('light.addHint')}
      </span>
      <span className={styles.subtle} role="status" aria-live="polite">
        {adding > 0 ? t('light.adding', { count: adding }) : ''}
      </span>
    </div>
  );
}
