import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import type { ChecklistDto, ChecklistItemDto } from '../../../../shared/checklists';
import { updateItem } from '../api/update-item';
import { subscribeChecklistEvents } from '../api/subscribe-checklist-events';
import { useUsers } from '../../../ui/use-users';
import { formatDate } from '../../../lib/format';
import styles from './light.module.css';

/**
 * One checklist of the issue panel or a Confluence macro, drawn from plain elements: title,
 * status, progress and its items, tasks ticked in place, who signed and why an item was
 * skipped. A change by anyone (here, elsewhere, live) reloads it.
 */
export function LightChecklist({
  checklist: c,
  onChanged,
  onAllActions,
}: {
  checklist: ChecklistDto;
  onChanged: () => void;
  onAllActions: () => void;
}) {
  const { t, i18n } = useTranslation();
  const nameOf = useUsers(c.items.map((item) => item.signature?.signedBy));
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(
    () =>
      subscribeChecklistEvents(c.uid, (event) => {
        if (event.event === 'deleted' || (event.event === 'changed' && event.version !== c.version))
          onChanged();
      }),
    [c.uid, c.version, onChanged],
  );

  const tick = async (item: ChecklistItemDto, done: boolean) => {
    setBusy(item.id);
    setProblem(null);
    try {
      await updateItem(c.uid, item.id, { status: done ? 'done' : 'open', version: item.version });
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t('checklist.saveFailed'));
    } finally {
      setBusy(null);
      onChanged();
    }
  };
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
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <ol className={styles.items}>
        {c.items.map((item) =>
          item.kind === 'heading' ? (
            <li key={item.id} className={styles.heading}>
              {item.text}
            </li>
          ) : item.kind === 'note' ? (
            <li key={item.id} className={styles.note}>
              {item.text}
            </li>
          ) : (
            <li key={item.id} className={styles.item}>
              {item.kind === 'task' ? (
                <input
                  type="checkbox"
                  aria-label={item.text}
                  checked={item.statusCategory === 'done'}
                  disabled={
                    !c.permissions.canWork || busy !== null || item.statusCategory === 'skipped'
                  }
                  onChange={(e) => void tick(item, e.target.checked)}
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
          ),
        )}
      </ol>
    </section>
  );
}
