import { useTranslation } from 'react-i18next';
import type { ChecklistDto } from '../../../../shared/checklists';
import { useUsers } from '../../../ui/use-users';
import { formatDate } from '../../../lib/format';
import { useChecklistSession } from '../session/use-checklist-session';
import styles from './light.module.css';
import { OverdueMark } from '../../../ui/overdue-mark';

/**
 * One checklist of the issue panel or a Confluence macro, drawn from plain elements: title,
 * status, progress and its items, tasks ticked in place, a custom status by its name, who
 * signed and why an item was skipped. It is the checklist session of the full card
 * (use-checklist-session.ts), started with the view's first answer: a tick shows at once and
 * the answer follows, another person's change arrives live; `onDeleted` once it is gone.
 */
export function LightChecklist({
  checklist: initial,
  onDeleted,
  onAllActions,
}: {
  checklist: ChecklistDto;
  onDeleted: () => void;
  onAllActions: () => void;
}) {
  const { t, i18n } = useTranslation();
  const session = useChecklistSession(initial.uid, { initial, onDeleted });
  const c = session.state === 'loaded' ? session.data : initial;
  const { statuses } = session;
  const nameOf = useUsers(c.items.map((item) => item.signature?.signedBy));
  const percent =
    c.progress.total === 0 ? 0 : Math.floor((c.progress.done / c.progress.total) * 100);

  return (
    <section className={styles.card} data-testid="checklist-view">
      <header className={styles.header}>
        <h3 className={styles.title}>{c.title}</h3>
        <span className={`${styles.status} ${styles[c.status] ?? ''}`}>
          {t(`checklistStatus.${c.status}`)}
        </span>
        <span className={styles.subtle}>
          {c.progress.done}/{c.progress.total}
        </span>
        <button type="button" className={styles.link} onClick={onAllActions}>
          {t('issuePanel.allActions')}
        </button>
      </header>
      <div
        className={styles.progress}
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className={styles.bar} style={{ width: `${percent}%` }} />
      </div>
      {session.state === 'error' && (
        <p className={styles.error} role="alert">
          {session.error.message}
        </p>
      )}
      <ol className={styles.items}>
        {c.items.map((item) => {
          if (item.kind === 'heading')
            return (
              <li key={item.id} className={styles.heading}>
                {item.text}
              </li>
            );
          if (item.kind === 'note')
            return (
              <li key={item.id} className={styles.note}>
                {item.text}
              </li>
            );
          const status = statuses.of(item.status);
          return (
            <li key={item.id} className={styles.item}>
              {item.kind === 'task' ? (
                <input
                  type="checkbox"
                  aria-label={item.text}
                  checked={item.statusCategory === 'done'}
                  disabled={!c.permissions.canWork || item.statusCategory === 'skipped'}
                  onChange={(e) => void session.setStatus(item, statuses.ticked(e.target.checked))}
                />
              ) : (
                <span className={styles.sign}>{item.signature ? '✍' : '○'}</span>
              )}
              <span
                className={
                  item.statusCategory !== 'open' || item.signature ? styles.done : undefined
                }
              >
                {item.text}
              </span>
              <OverdueMark item={item} />
              {item.kind === 'task' && status.custom && (
                <span className={styles.itemStatus} data-testid="light-status">
                  {status.colour && (
                    <span className={styles.swatch} style={{ background: status.colour }} />
                  )}
                  {status.label}
                </span>
              )}
              {item.signature && (
                <span className={styles.subtle} data-testid="light-signed">
                  {t('checklist.signedBy', {
                    name: nameOf(item.signature.signedBy),
                    when: formatDate(item.signature.signedAt, i18n.language),
                  })}
                </span>
              )}
              {item.skipReason && (
                <span className={styles.subtle} data-testid="light-reason">
                  {t('checklist.reason', { reason: item.skipReason })}
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
            </li>
          );
        })}
      </ol>
    </section>
  );
}
