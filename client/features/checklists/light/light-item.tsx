import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChecklistItemDto } from '../../../../shared/checklists';
import { formatDate } from '../../../lib/format';
import { Markdown, markdownPlainText } from '../../../ui/markdown';
import { OverdueMark } from '../../../ui/overdue-mark';
import type { ItemStatuses } from '../item-statuses';
import { ItemMenu } from './item-menu';
import styles from './light.module.css';

/**
 * One item of a light checklist: its text as markdown, rendered by the full card's renderer
 * (client/ui/markdown.tsx; links open in a new tab); a task's text is its checkbox's label, so
 * a click on it ticks; a status other than open or done by its name; who signed, why it was
 * skipped, its assignee, due date and note in one compact line; and its menu (item-menu.tsx).
 */
export function LightItem({
  item,
  statuses,
  canWork,
  nameOf,
  setStatus,
}: {
  item: ChecklistItemDto;
  statuses: ItemStatuses;
  canWork: boolean;
  nameOf: (id: string | null | undefined) => string;
  setStatus: (item: ChecklistItemDto, status: string, skipReason?: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  if (item.kind === 'heading')
    return (
      <li className={styles.heading}>
        <Markdown text={item.text} inline />
      </li>
    );
  if (item.kind === 'note')
    return (
      <li className={styles.note}>
        <Markdown text={item.text} inline />
      </li>
    );
  const status = statuses.of(item.status);
  const skipped = item.statusCategory === 'skipped';
  const finished = item.statusCategory !== 'open' || Boolean(item.signature);
  const text = <Markdown text={item.text} inline className={finished ? styles.done : undefined} />;
  const plain = markdownPlainText(item.text);
  return (
    <li
      className={styles.item}
      data-testid="light-item"
      data-status={item.status}
      data-text={item.text}
    >
      {item.kind === 'task' ? (
        <>
          <input
            id={id}
            type="checkbox"
            checked={item.statusCategory === 'done'}
            disabled={!canWork || skipped}
            onChange={(e) => setStatus(item, statuses.ticked(e.target.checked))}
          />
          <label htmlFor={id} className={styles.itemText}>
            {text}
          </label>
        </>
      ) : (
        <>
          <span className={styles.sign} aria-hidden>
            {item.signature ? '✍' : '○'}
          </span>
          <span className={styles.itemText}>{text}</span>
        </>
      )}
      <OverdueMark item={item} />
      {item.kind === 'task' && (status.custom || skipped) && (
        <span className={styles.itemStatus} data-testid="light-status">
          {status.colour && (
            <span className={styles.swatch} style={{ background: status.colour }} />
          )}
          {status.label}
        </span>
      )}
      {item.mandatory && (
        <span
          className={styles.mandatory}
          data-testid="mandatory-flag"
          title={t('checklist.mandatory')}
          aria-label={t('checklist.mandatory')}
        >
          *
        </span>
      )}
      {item.kind === 'task' && canWork && (
        <ItemMenu
          label={plain}
          skipped={skipped}
          setStatus={(next, reason) => setStatus(item, next, reason)}
        />
      )}
      <ItemMeta item={item} nameOf={nameOf} language={i18n.language} t={t} />
    </li>
  );
}

/** Who signed, why skipped, assignee, due date and note, on one line under the text. */
function ItemMeta({
  item,
  nameOf,
  language,
  t,
}: {
  item: ChecklistItemDto;
  nameOf: (id: string | null | undefined) => string;
  language: string;
  t: ReturnType<typeof useTranslation>['t'];
}) {
  const parts = [
    item.signature && (
      <span key="signed" data-testid="light-signed">
        {t('checklist.signedBy', {
          name: nameOf(item.signature.signedBy),
          when: formatDate(item.signature.signedAt, language),
        })}
      </span>
    ),
    item.skipReason && (
      <span key="reason" data-testid="light-reason">
        {t('checklist.reason', { reason: item.skipReason })}
      </span>
    ),
    item.assigneeId && (
      <span key="assignee" data-testid="light-assignee">
        {t('checklist.assignedTo', { name: nameOf(item.assigneeId) })}
      </span>
    ),
    item.dueDate && (
      <span key="due" data-testid="light-due">
        {t('checklist.due', { date: formatDate(item.dueDate, language) })}
      </span>
    ),
    item.note && (
      <span key="note" data-testid="light-note" className={styles.noteLine} title={item.note}>
        {t('light.note', { note: item.note })}
      </span>
    ),
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <span className={styles.meta}>{parts}</span>;
}
