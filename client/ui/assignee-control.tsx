import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallerPermissions } from '../api/get-me';
import { PersonPicker } from './people-picker';
import styles from './ui.module.css';

/**
 * One optional assignee, compact enough for a row: the assignee's name (or "Assign") opens a
 * people picker that floats below it, so the row keeps its layout; choosing someone, removing
 * them, Cancel or Escape closes it again.
 */
export function AssigneeControl({
  label,
  assigneeId,
  nameOf,
  onChange,
}: {
  /** Names what is assigned, e.g. "Assignee of item 2". */
  label: string;
  assigneeId: string | null;
  nameOf: (id: string) => string;
  onChange: (assigneeId: string | null) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const choose = (id: string | null) => {
    setOpen(false);
    if (id !== assigneeId) onChange(id);
  };

  const name = assigneeId ? nameOf(assigneeId) : null;
  // Who may not search the site's people (portal users, docs/PORTAL.md; anyone until the
  // server has said) sees the assignee without a picker.
  const canSearchPeople = useCallerPermissions()?.canSearchPeople ?? false;
  if (!canSearchPeople)
    return name ? (
      <span className={styles.assignee} data-testid="assignee">
        {name}
      </span>
    ) : null;
  return (
    <span className={styles.assignee}>
      {open && (
        <div
          className={styles.assigneePicker}
          data-testid="assignee-picker"
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              setOpen(false);
            }
          }}
        >
          <PersonPicker
            autoFocus
            label={label}
            value={assigneeId}
            nameOf={nameOf}
            onChange={choose}
          />
          <button type="button" className={styles.linkButton} onClick={() => setOpen(false)}>
            {t('ui.cancel')}
          </button>
        </div>
      )}
      <button
        type="button"
        className={styles.linkButton}
        aria-label={`${label}: ${name ?? t('ui.unassigned')}`}
        aria-expanded={open}
        data-testid="assignee"
        onClick={() => setOpen(!open)}
      >
        {name ?? t('ui.assign')}
      </button>
      {assigneeId && (
        <button
          type="button"
          className={styles.tagRemove}
          aria-label={t('ui.unassign', { name })}
          onClick={() => choose(null)}
        >
          ✕
        </button>
      )}
    </span>
  );
}
