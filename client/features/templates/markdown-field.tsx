import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { overLimit, TextLimit } from '../../ui/text-limit';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../ui/markdown';
import styles from './markdown-field.module.css';
import ui from '../../ui/ui.module.css';

type Mode = 'write' | 'preview';
const MODES: Mode[] = ['write', 'preview'];

/**
 * A markdown text with a Write / Preview switch (WAI-ARIA tabs: ←/→, Home/End move between
 * them). The preview shows the text rendered and sanitized, then `children` (e.g. the items).
 */
export function MarkdownField({
  label,
  value,
  onChange,
  max,
  limitId,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The text's limit in characters: counted as one types, never cut off. */
  max: number;
  /** The counter's id, for a form that points at it (by default one of its own). */
  limitId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('write');
  const id = useId();
  const tabs = useRef<Partial<Record<Mode, HTMLButtonElement | null>>>({});
  const tabId = (m: Mode) => `${id}-${m}-tab`;
  const panelId = `${id}-panel`;
  const labelId = `${id}-label`;

  const select = (next: Mode) => {
    setMode(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = MODES.indexOf(mode);
    const next =
      event.key === 'ArrowRight'
        ? MODES[(index + 1) % MODES.length]
        : event.key === 'ArrowLeft'
          ? MODES[(index - 1 + MODES.length) % MODES.length]
          : event.key === 'Home'
            ? MODES[0]
            : event.key === 'End'
              ? MODES[MODES.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div className={ui.field}>
      <div className={styles.header}>
        <span id={labelId} className={ui.label}>
          {label}
        </span>
        <div role="tablist" aria-labelledby={labelId} className={styles.tabs}>
          {MODES.map((m) => (
            <button
              key={m}
              ref={(el) => {
                tabs.current[m] = el;
              }}
              type="button"
              role="tab"
              id={tabId(m)}
              className={styles.tab}
              aria-selected={mode === m}
              aria-controls={panelId}
              tabIndex={mode === m ? 0 : -1}
              onClick={() => setMode(m)}
              onKeyDown={onKeyDown}
            >
              {t(`editor.${m}`)}
            </button>
          ))}
        </div>
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(mode)}>
        {mode === 'write' ? (
          <textarea
            className={ui.textarea}
            aria-labelledby={labelId}
            aria-describedby={limitId ?? `${id}-limit`}
            aria-invalid={overLimit(value, max)}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <div className={styles.preview} data-testid="markdown-preview">
            {value.trim() ? (
              <Markdown text={value} />
            ) : (
              <p className={ui.subtle}>{t('editor.previewEmpty')}</p>
            )}
            {children}
          </div>
        )}
      </div>
      <TextLimit id={limitId ?? `${id}-limit`} value={value} max={max} />
    </div>
  );
}
