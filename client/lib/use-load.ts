import { useCallback, useEffect, useRef, useState } from 'react';

export type Loadable<T> =
  { state: 'loading' } | { state: 'error'; error: Error } | { state: 'loaded'; data: T };

export type Loaded<T> = Loadable<T> & {
  /** Loads again (after a change this screen made, or one announced by the server). */
  reload(): void;
  /** Shows `data` at once (an answer the server gave to a write). */
  set(data: T): void;
};

/**
 * What `load(...args)` answers: loaded at first render, again when the arguments change
 * (compared by value; null loads nothing) and on `reload()`. An answer that arrives after
 * the arguments changed is dropped. The API's hooks are built on it
 * (`useChecklist(uid) = useLoad(getChecklist, [uid])`).
 */
export function useLoad<A extends readonly unknown[], T>(
  load: (...args: A) => Promise<T>,
  args: A | null,
): Loaded<T> {
  const [value, setValue] = useState<Loadable<T>>({ state: 'loading' });
  const [tick, setTick] = useState(0);
  const key = args === null ? null : JSON.stringify(args);
  const latest = useRef({ load, args });
  latest.current = { load, args };
  useEffect(() => {
    const { load: run, args: current } = latest.current;
    if (current === null) return;
    let live = true;
    run(...current).then(
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
  }, [key, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  const set = useCallback((data: T) => setValue({ state: 'loaded', data }), []);
  return { ...value, reload, set };
}
