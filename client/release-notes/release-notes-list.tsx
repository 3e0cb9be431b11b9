import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Lozenge from '@atlaskit/lozenge';
import Spinner from '@atlaskit/spinner';
import SectionMessage from '@atlaskit/section-message';
import { CHANGELOG_BADGES } from '../../shared/constants';
import type { ChangelogEntry } from '../../shared/changelog';
import { getChangelog } from '../api/get-changelog';
import { formatDate } from '../lib/format';
import { loadChangelog, safeStorage } from './changelog-source';
import { Markdown } from '../ui/markdown';
import { CopyButton } from '../ui/copy-button';
import styles from './release-notes.module.css';

type State =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'loaded'; entries: ChangelogEntry[] };

const storage = safeStorage();

/** The changelog: loading (spinner), error, loaded (docs/PRODUCT.md, "Release notes"). */
export function ReleaseNotesList({
  fetchEntries = getChangelog,
}: {
  fetchEntries?: () => Promise<ChangelogEntry[]>;
}) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    loadChangelog({ language: i18n.language, fetchEntries, storage }).then(
      (entries) => live && setState({ kind: 'loaded', entries }),
      () => live && setState({ kind: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [i18n.language, fetchEntries]);

  if (state.kind === 'loading')
    return (
      <div className={styles.centered}>
        <Spinner size="large" label={t('releaseNotes.loading')} />
      </div>
    );
  if (state.kind === 'error')
    return <SectionMessage appearance="error">{t('releaseNotes.error')}</SectionMessage>;
  if (state.entries.length === 0) return <p>{t('releaseNotes.empty')}</p>;
  return (
    <ol className={styles.entries} aria-label={t('releaseNotes.title')}>
      {state.entries.map((entry) => (
        <li key={entry.id} className={styles.entry} data-testid="release-note">
          <h3 className={styles.entryTitle}>{entry.title}</h3>
          <div className={styles.meta}>
            <time dateTime={entry.publishedAt}>{formatDate(entry.publishedAt, i18n.language)}</time>
            {entry.types.map((type) => (
              <Lozenge key={type} appearance={CHANGELOG_BADGES[type]}>
                {t(`releaseNotes.types.${type}`)}
              </Lozenge>
            ))}
          </div>
          <Markdown text={entry.markdownDetails} className={styles.details} />
          <div className={styles.actions}>
            <a href={entry.url} target="_blank" rel="noopener noreferrer">
              {t('releaseNotes.readMore')}
            </a>
            <CopyButton text={entry.url} />
          </div>
        </li>
      ))}
    </ol>
  );
}
