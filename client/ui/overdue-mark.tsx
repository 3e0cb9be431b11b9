import { useTranslation } from 'react-i18next';
import { isOverdue, localToday } from '../../shared/due-dates';
import styles from './overdue-mark.module.css';

/**
 * "Overdue" next to an open item due before today (the viewer's date): in the issue panel,
 * the macro, the full card and "My items". Nothing for any other item. Kept apart from the
 * item rows so each view adds it in one line.
 */
export function OverdueMark({
  item,
  today = localToday(),
}: {
  item: { dueDate: string | null; statusCategory: string };
  today?: string;
}) {
  const { t } = useTranslation();
  if (!isOverdue(item, today)) return null;
  return (
    <span className={styles.overdue} data-testid="overdue-mark">
      {t('ui.overdue')}
    </span>
  );
}
