import { useTranslation } from 'react-i18next';
import type { ChecklistDto, ChecklistItemDto } from '../../../../shared/checklists';
import { checklistStatusLabel } from '../../../ui/checklist-status-label';
import { useUsers } from '../../../ui/use-users';
import { useChecklistSession } from '../session/use-checklist-session';
import { addItem } from '../api/add-item';
import { LightItem } from './light-item';
import { AddItemLine } from './add-item-line';
import type { PastedItem } from './paste-items';
import styles from './light.module.css';

/**
 * One checklist of the issue panel or a Confluence macro, drawn from plain elements: title,
 * status, progress and its items (light-item.tsx: markdown, ticked in place or by their text,
 * skipped or not applicable from their menu, a compact line of who, why, when and notes), and
 * the "Add item" line for whoever may change its structure (add-item-line.tsx). It is the checklist session of the full card
 * (use-checklist-session.ts), started with the view's first answer: a tick shows at once and
 * the answer follows, another person's change arrives live; `onDeleted` once it is gone.
 */
export function LightChecklist({
  checklist: initial,
  onDeleted,
  onAllActions,
  focusAdd = false,
  locked = false,
}: {
  checklist: ChecklistDto;
  onDeleted: () => void;
  /** Swaps in the full card; no button without it (a share link's page). */
  onAllActions?: () => void;
  /** Just added by this person: the cursor starts in its add line. */
  focusAdd?: boolean;
  /** Ticks wait until the page has what it needs (a share link's visitor's name). */
  locked?: boolean;
}) {
  const { t } = useTranslation();
  const session = useChecklistSession(initial.uid, { initial, onDeleted });
  const c = session.state === 'loaded' ? session.data : initial;
  const { statuses } = session;
  const nameOf = useUsers(c.items.flatMap((item) => [item.signature?.signedBy, item.assigneeId]));
  const canAdd = c.permissions.canEdit;
  /** A new task at the end, ticked too when it was pasted as `[x]`. */
  const add = async ({ text, done }: PastedItem): Promise<boolean> => {
    let added: ChecklistItemDto | undefined;
    const saved = await session.addItem(async () => {
      const result = await addItem(c.uid, { kind: 'task', text });
      added = result.item ?? undefined;
      return result;
    });
    if (saved && done && added) await session.setStatus(added, statuses.ticked(true));
    return saved;
  };
  const percent =
    c.progress.total === 0 ? 0 : Math.floor((c.progress.done / c.progress.total) * 100);

  return (
    <section className={styles.card} data-testid="checklist-view">
      <header className={styles.header}>
        <h3 className={styles.title}>{c.title}</h3>
        <span className={`${styles.status} ${styles[c.status] ?? ''}`}>
          {checklistStatusLabel(t, c.status, c.progress)}
        </span>
        <span className={styles.subtle}>
          {c.progress.done}/{c.progress.total}
        </span>
        {onAllActions && (
          <button
            type="button"
            className={styles.link}
            aria-label={t('light.allActionsFor', { title: c.title })}
            onClick={onAllActions}
          >
            {t('issuePanel.allActions')}
          </button>
        )}
      </header>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={t('checklist.progress')}
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
      {c.items.length === 0 && (
        <p className={styles.subtle} data-testid="light-empty">
          {canAdd ? t('light.emptyAdd') : t('light.empty')}
        </p>
      )}
      <ol className={styles.items}>
        {c.items.map((item) => (
          <LightItem
            key={item.id}
            item={item}
            statuses={statuses}
            canWork={c.permissions.canWork && !locked}
            nameOf={nameOf}
            setStatus={(target, status, reason) => void session.setStatus(target, status, reason)}
          />
        ))}
      </ol>
      {canAdd && <AddItemLine add={add} first={c.items.length === 0} focus={focusAdd} />}
    </section>
  );
}
