import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listTemplates } from '../api/list-templates';
import { useDebouncedSearch } from '../lib/use-debounced-search';
import styles from './ui.module.css';

export interface ChosenTemplate {
  uid: string;
  title: string;
}

/** How many matches the picker offers at a time; typing narrows them. */
const SHOWN = 10;

/**
 * Choose one of the site's templates by typing part of its title (GET /api/templates?search=),
 * so it works however many templates a site has. The chosen one shows as a tag; `usable`
 * offers only templates a checklist can be made from.
 */
export function TemplatePicker({
  label,
  value,
  onChange,
  usable = false,
  browse = false,
}: {
  label: string;
  value: ChosenTemplate | null;
  onChange: (template: ChosenTemplate | null) => void;
  usable?: boolean;
  /**
   * Lists the site's first templates before anything is typed, and says when the site has
   * none yet where the examples are (a fresh site's first checklist).
   */
  browse?: boolean;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const [query, setQuery] = useState('');
  const found = useDebouncedSearch(
    query,
    (text) =>
      listTemplates({ search: text, perPage: SHOWN }).then((list) =>
        list.items.filter((template) => !usable || template.permissions.canUse),
      ),
    { refreshKey: String(usable), minLength: browse ? 0 : 1 },
  );
  const typed = query.trim() !== '';

  return (
    <div className={styles.field}>
      <span className={styles.label}>{label}</span>
      {value && (
        <span className={styles.tags}>
          <span className={styles.tag} data-testid="chosen-template">
            {value.title || '…'}{' '}
            <button
              type="button"
              className={styles.tagRemove}
              aria-label={t('templates.unchoose', { title: value.title })}
              onClick={() => onChange(null)}
            >
              ✕
            </button>
          </span>
        </span>
      )}
      <input
        className={styles.input}
        aria-label={label}
        placeholder={t('templates.find')}
        value={query}
        // It names the list only while the list is there (an id that names nothing is invalid).
        aria-controls={found && found.length > 0 ? listId : undefined}
        onChange={(e) => setQuery(e.target.value)}
        // Enter searches here; it must not submit the form around the picker.
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.preventDefault();
        }}
      />
      {found !== null &&
        (found.length === 0 ? (
          <span className={styles.subtle} data-testid="template-picker-none">
            {typed
              ? t('templates.noneFound')
              : t('templates.noneYet', { browse: t('templates.browseExamples') })}
          </span>
        ) : (
          <ul id={listId} className={styles.options} role="listbox" aria-label={label}>
            {found.map((template) => (
              <li key={template.uid} role="option" aria-selected={template.uid === value?.uid}>
                <button
                  type="button"
                  onClick={() => {
                    onChange({ uid: template.uid, title: template.title });
                    setQuery('');
                  }}
                >
                  {template.title}
                </button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
