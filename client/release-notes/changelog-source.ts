/**
 * Loading the release notes (docs/PRODUCT.md, "Release notes"): GET /api/changelog, sorted newest first by
 * `publishedAt`, cached under `changelogdata` for an hour per language. In a cross-site iframe
 * `localStorage` throws, so the cache falls back to memory.
 */
import { RELEASE_NOTES } from '../../shared/constants';
import type { ChangelogEntry } from '../../shared/changelog';

export const CACHE_TTL_MS = 60 * 60_000;

interface CachedChangelog {
  language: string;
  savedAt: number;
  entries: ChangelogEntry[];
}

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** localStorage when it works, otherwise a Map that lives as long as the page. */
export function safeStorage(win: Window | undefined = globalThis.window): KeyValueStore {
  const memory = new Map<string, string>();
  const fallback: KeyValueStore = {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
  };
  try {
    const storage = win?.localStorage;
    if (!storage) return fallback;
    const probe = '__checklists_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return {
      getItem: (key) => {
        try {
          return storage.getItem(key);
        } catch {
          return fallback.getItem(key);
        }
      },
      setItem: (key, value) => {
        try {
          storage.setItem(key, value);
        } catch {
          fallback.setItem(key, value);
        }
      },
    };
  } catch {
    return fallback;
  }
}

export const newestFirst = (entries: readonly ChangelogEntry[]): ChangelogEntry[] =>
  [...entries].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

export async function loadChangelog(options: {
  language: string;
  fetchEntries: () => Promise<ChangelogEntry[]>;
  storage: KeyValueStore;
  now?: number;
}): Promise<ChangelogEntry[]> {
  const now = options.now ?? Date.now();
  const raw = options.storage.getItem(RELEASE_NOTES.cacheKey);
  if (raw) {
    try {
      const cached = JSON.parse(raw) as CachedChangelog;
      if (cached.language === options.language && now - cached.savedAt < CACHE_TTL_MS)
        return newestFirst(cached.entries);
    } catch {
      // a damaged cache is refetched
    }
  }
  const entries = newestFirst(await options.fetchEntries());
  const cache: CachedChangelog = { language: options.language, savedAt: now, entries };
  options.storage.setItem(RELEASE_NOTES.cacheKey, JSON.stringify(cache));
  return entries;
}
