import type { ChangelogType } from './constants';

/** A release-notes entry as the API returns it (docs/PRODUCT.md, "Release notes"). */
export interface ChangelogEntry {
  id: string;
  title: string;
  /** ISO date, e.g. 2026-11-22. */
  publishedAt: string;
  types: ChangelogType[];
  markdownDetails: string;
  url: string;
}
