import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REASON_MAX } from '../../../../shared/limits';
import { NOT_APPLICABLE } from '../../../../shared/item-statuses';
import styles from './light.module.css';

/**
 * A task's own actions in the light views, there whether or not the site shows custom
 * statuses: skip with a reason (asked right here), not applicable (no reason), and open
 * again once it is either. A disclosure: its button says whether it is open, Escape closes it
 * and gives the focus back to the button.
 */
export function ItemMenu({
  label,
  skipped,
  setStatus,
}: {
  /** The item's text as plain words, for the controls' names. */
  label: string;
  /** The item counts as skipped now (skipped or not applicable). */
  skipped: boolean;
  setStatus: (status: string, skipReason?: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState<false | 'menu' | 'reason'>(false);
  const [reason, setReason] = useState('');
  const toggle = useRef<HTMLButtonElement>(null);
  const firstControl = useRef<HTMLButtonElement & HTMLInputElement>(null);

  useEffect(() => {
    if (open) firstControl.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setReason('');
    toggle.current?.focus();
  };
  const choose = (status: string, skipReason?: string) => {
    close();
    setStatus(status, skipReason);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    close();
  };

  return (
    <span className={styles.menu} onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className={styles.menuButton}
        aria-label={t('light.itemActions', { text: label })}
        aria-expanded={open !== false}
        aria-controls={`${id}-menu`}
        onClick={() => (open ? close() : setOpen('menu'))}
      >
        ⋯
      </button>
      {open === 'menu' && (
        <span id={`${id}-menu`} className={styles.menuPanel} role="group" aria-label={label}>
          {skipped ? (
            <button
              ref={firstControl}
              type="button"
              className={styles.menuItem}
              onClick={() => choose('open')}
            >
              {t('light.reopenItem')}
            </button>
          ) : (
            <>
              <button
                ref={firstControl}
                type="button"
                className={styles.menuItem}
                onClick={() => setOpen('reason')}
              >
                {t('light.skipItem')}
              </button>
              <button
                type="button"
                className={styles.menuItem}
                onClick={() => choose(NOT_APPLICABLE)}
              >
                {t('light.notApplicable')}
              </button>
            </>
          )}
        </span>
      )}
      {open === 'reason' && (
        <form
          id={`${id}-menu`}
          className={styles.menuPanel}
          onSubmit={(e) => {
            e.preventDefault();
            if (reason.trim()) choose('skipped', reason.trim());
          }}
        >
          <label htmlFor={`${id}-reason`} className={styles.menuLabel}>
            {t('light.skipReasonFor', { text: label })}
          </label>
          <input
            ref={firstControl}
            id={`${id}-reason`}
            className={styles.addInput}
            value={reason}
            maxLength={REASON_MAX}
            required
            onChange={(e) => setReason(e.target.value)}
          />
          <span className={styles.menuButtons}>
            <button type="submit" className={styles.smallButton} disabled={!reason.trim()}>
              {t('checklist.skip')}
            </button>
            <button type="button" className={styles.menuItem} onClick={close}>
              {t('issuePanel.cancel')}
            </button>
          </span>
        </form>
      )}
    </span>
  );
}
