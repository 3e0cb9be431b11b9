import { useTranslation } from 'react-i18next';
import { textLength } from '../../shared/limits';
import styles from './text-limit.module.css';

/** Shown from this share of the limit on, so the counter appears before it matters. */
const SHOW_FROM = 0.8;

/** Whether `value` is longer than `max` characters (as the server counts them). */
export const overLimit = (value: string, max: number): boolean => textLength(value) > max;

/**
 * A field's character count near its limit ("180 / 200"), and past it a message that says
 * the text is too long: nothing is ever cut off silently, and the form does not save until
 * it fits. Give the field `aria-describedby={id}`.
 */
export function TextLimit({ id, value, max }: { id: string; value: string; max: number }) {
  const { t } = useTranslation();
  const length = textLength(value);
  if (length < max * SHOW_FROM) return <span id={id} hidden />;
  const over = length > max;
  return (
    <span
      id={id}
      className={over ? `${styles.limit} ${styles.over}` : styles.limit}
      data-testid="text-limit"
      aria-live="polite"
    >
      {over
        ? t('ui.tooLong', { count: length - max, length, max })
        : t('ui.charactersLeft', { length, max })}
    </span>
  );
}
