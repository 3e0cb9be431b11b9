import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before a picker asks the server. */
export const SEARCH_DELAY_MS = 250;

/**
 * What `search` finds for `query` once typing pauses: null while the query is shorter than
 * `minLength`, [] when the search fails. An answer that arrives after the query changed is
 * dropped. `refreshKey` re-runs the search when something else it depends on changes.
 */
export function useDebouncedSearch<T>(
  query: string,
  search: (text: string) => Promise<T[]>,
  { minLength = 1, refreshKey = '' }: { minLength?: number; refreshKey?: string } = {},
): T[] | null {
  const [found, setFound] = useState<T[] | null>(null);
  const latestSearch = useRef(search);
  useEffect(() => {
    latestSearch.current = search;
  });

  useEffect(() => {
    const text = query.trim();
    if (text.length < minLength) {
      setFound(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      latestSearch.current(text).then(
        (items) => live && setFound(items),
        () => live && setFound([]),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, minLength, refreshKey]);

  // Derived, so clearing the query hides the matches in the same render.
  return query.trim().length < minLength ? null : found;
}
