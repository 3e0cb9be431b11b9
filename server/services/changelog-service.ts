import type { ChangelogEntry } from '../../shared/changelog';
import type { Language } from '../../shared/language';
import { CHANGELOG, type ChangelogSource } from '../changelog/entries';

/** Release notes in `language`, newest first (docs/PRODUCT.md, "Release notes"). */
export function listChangelog(
  language: Language,
  source: readonly ChangelogSource[] = CHANGELOG,
): ChangelogEntry[] {
  return [...source]
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .map((entry) => ({
      id: entry.id,
      title: entry[language].title,
      publishedAt: entry.publishedAt,
      types: [...entry.types],
      markdownDetails: entry[language].markdownDetails,
      url: entry.url,
    }));
}
