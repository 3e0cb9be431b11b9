import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from '../lib/api-client';

export type Loadable<T> =
  { state: 'loading' } | { state: 'error'; error: ApiError | Error } | { state: 'loaded'; data: T };

/** Loads `path` (null = nothing to load) and reloads on demand or when the path changes. */
export function useApi<T>(
  path: string | null,
): Loadable<T> & { reload(): void; set(data: T): void } {
  const [value, setValue] = useState<Loadable<T>>({ state: 'loading' });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (path === null) return;
    let live = true;
    api.get<T>(path).then(
      (data) => live && setValue({ state: 'loaded', data }),
      (error: unknown) =>
        live &&
        setValue({
          state: 'error',
          error: error instanceof Error ? error : new Error(String(error)),
        }),
    );
    return () => {
      live = false;
    };
  }, [path, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  const set = useCallback((data: T) => setValue({ state: 'loaded', data }), []);
  return { ...value, reload, set };
}

export const errorText = (error: unknown): string =>
  error instanceof ApiError || error instanceof Error ? error.message : String(error);
