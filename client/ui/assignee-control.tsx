import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInPortal } from '../state/in-portal';
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
  // In the portal (a tenant key is known only there) nobody searches the site's Atlassian
  // people (docs/PORTAL.md): the assignee shows, without a picker.
  const inPortal = useInPortal();
  if (inPortal)
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
