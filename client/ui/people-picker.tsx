import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchUsers } from '../api/search-users';
import { useDebouncedSearch } from '../lib/use-debounced-search';
import styles from './ui.module.css';

/**
 * Choose people of the site by name (GET /api/users/search); chosen ones show as tags.
 * `single`: choosing someone replaces the one chosen before (an assignee).
 */
export function PeoplePicker({
  label,
  value,
  onChange,
  nameOf,
  exclude = [],
  single = false,
  autoFocus = false,
}: {
  label: string;
  value: string[];
  onChange: (ids: string[]) => void;
  nameOf: (id: string) => string;
  exclude?: string[];
  single?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const [query, setQuery] = useState('');
  // Compared by content: callers pass fresh arrays on every render.
  const hidden = [...value, ...exclude].join('\n');
  const found =
    useDebouncedSearch(
      query,
      (text) => {
        const skip = new Set(hidden.split('\n'));
        return searchUsers(text).then((users) => users.filter((u) => !skip.has(u.id)));
      },
      { minLength: 2, refreshKey: hidden },
    ) ?? [];

  return (
    <div className={styles.field}>
      <span className={styles.label}>{label}</span>
      <span className={styles.tags}>
        {value.map((id) => (
          <span key={id} className={styles.tag}>
            {nameOf(id)}{' '}
            <button
              type="button"
              className={styles.tagRemove}
              aria-label={t('ui.removePerson', { name: nameOf(id) })}
              onClick={() => onChange(value.filter((v) => v !== id))}
            >
              ✕
            </button>
          </span>
        ))}
      </span>
      <input
        className={styles.input}
        aria-label={label}
        placeholder={t('ui.findPeople')}
        value={query}
        aria-controls={listId}
        autoFocus={autoFocus}
        onChange={(e) => setQuery(e.target.value)}
      />
      {found.length > 0 && (
        <ul id={listId} className={styles.options} role="listbox" aria-label={label}>
          {found.map((user) => (
            <li key={user.id} role="option" aria-selected={false}>
              <button
                type="button"
                onClick={() => {
                  onChange(single ? [user.id] : [...value, user.id]);
                  setQuery('');
                }}
              >
                {user.displayName}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One person or nobody (an assignee, a filter): choosing someone replaces the one before. */
export function PersonPicker({
  value,
  onChange,
  ...rest
}: {
  label: string;
  value: string | null;
  onChange: (id: string | null) => void;
  nameOf: (id: string) => string;
  autoFocus?: boolean;
}) {
  return (
    <PeoplePicker
      {...rest}
      single
      value={value ? [value] : []}
      onChange={(ids) => onChange(ids[0] ?? null)}
    />
  );
}
