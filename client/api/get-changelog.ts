import { api } from '../lib/api-client';
import type { ChangelogEntry } from '../../shared/changelog';

/** GET /api/changelog: the release notes in the caller's language. */
export const getChangelog = () => api.get<ChangelogEntry[]>('/changelog');
