/**
 * Site-wide answers a screen needs but the start may not have loaded (the light entries start
 * without the settings; GET /api/me is asked when a button first depends on it): loaded into
 * their atom once per jotai store, however many components ask at the same time. A failure
 * leaves the atom empty, so the next component that asks tries again.
 */
import { useEffect, useState } from 'react';
import { useAtomValue, useStore, type PrimitiveAtom } from 'jotai';

type Store = ReturnType<typeof useStore>;

const asked = new WeakMap<Store, Map<PrimitiveAtom<never>, Promise<void>>>();

export function loadOnce<T>(
  store: Store,
  target: PrimitiveAtom<T | null>,
  load: () => Promise<T>,
): Promise<void> {
  if (store.get(target) !== null) return Promise.resolve();
  const loads = asked.get(store) ?? new Map<PrimitiveAtom<never>, Promise<void>>();
  asked.set(store, loads);
  const key = target as unknown as PrimitiveAtom<never>;
  const running = loads.get(key);
  if (running) return running;
  const loading = load().then(
    (value) => store.set(target, value),
    (error: unknown) => {
      loads.delete(key);
      throw error;
    },
  );
  loads.set(key, loading);
  return loading;
}

/** The atom's value, asked for once if empty; `failed` once the asking failed. */
export function useLoadedOnce<T>(
  target: PrimitiveAtom<T | null>,
  load: () => Promise<T>,
): { value: T | null; failed: boolean } {
  const store = useStore();
  const value = useAtomValue(target);
  const [failed, setFailed] = useState(false);
  const missing = value === null;
  useEffect(() => {
    if (!missing) return undefined;
    let current = true;
    loadOnce(store, target, load).catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [missing, store, target, load]);
  return { value, failed };
}
