/**
 * `view.createHistory()` for a frame: a history object whose `location.pathname` is the frame's
 * route (`/<route>` of an admin page's `pages`, else `/`). `push`/`replace` change the host
 * page's URL too (the route is its last path segment on module pages), so a reload opens the
 * same route; listeners hear `(location, action)`.
 */
import type { HostFrame } from './forge-bridge-host';

type Fn = (...args: unknown[]) => unknown;

interface HostLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export function createHostHistory(frame: HostFrame) {
  const base = frame.spec.historyBase;
  const parse = (path: string, state: unknown): HostLocation => {
    const url = new URL(path, 'http://route.invalid');
    return {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      state: state ?? null,
      key: Math.random().toString(36).slice(2, 8),
    };
  };
  let location = parse(frame.spec.historyPath ?? '/', null);
  const listeners = new Set<Fn>();
  const change = (path: unknown, state: unknown, action: 'PUSH' | 'REPLACE') => {
    location = parse(String(path ?? '/'), state);
    if (base !== undefined) {
      const url = `${base}${location.pathname === '/' ? '' : location.pathname}${location.search}${location.hash}`;
      if (action === 'PUSH') window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
    }
    for (const listener of listeners) void Promise.resolve(listener(location, action));
  };
  return {
    location,
    action: 'POP',
    listen: (listener: Fn) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    push: (path: unknown, state?: unknown) => change(path, state, 'PUSH'),
    replace: (path: unknown, state?: unknown) => change(path, state, 'REPLACE'),
    go: (delta: unknown) => window.history.go(Number(delta)),
    back: () => window.history.back(),
    forward: () => window.history.forward(),
  };
}
