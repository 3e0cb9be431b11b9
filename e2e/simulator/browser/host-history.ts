/**
 * The host's `history` module (AP.history), as Jira and Confluence give it to page modules:
 * the app's state lives in the host page's hash as `#!<state>`. pushState adds a browser
 * history entry, replaceState does not, neither tells the app; back/forward/go move the
 * host's browser history and, like the browser's own Back and Forward buttons, make the app
 * hear `history_popstate` with `{ oldURL, newURL }`. Frames that are not page modules
 * (dialogs, macros, panels) get nothing from it, as on the real hosts.
 */

export const HASH_PREFIX = '#!';
/** The event the app frame receives (all-shim.ts turns it into AP.history.popState). */
export const POPSTATE_EVENT = 'history_popstate';

export interface HistoryCaller {
  /** True for general, admin and other page modules; false for dialogs, macros, panels. */
  isPageModule: boolean;
}

export interface HistoryWindow {
  location: { href: string; hash: string };
  history: {
    pushState(data: unknown, unused: string, url?: string): void;
    replaceState(data: unknown, unused: string, url?: string): void;
    back(): void;
    forward(): void;
    go(delta?: number): void;
  };
  addEventListener(type: 'popstate', listener: () => void): void;
}

export interface PopStateEvent {
  oldURL: string;
  newURL: string;
}

export interface HostHistory {
  getState(caller: HistoryCaller): string;
  pushState(caller: HistoryCaller, state: string): void;
  replaceState(caller: HistoryCaller, state: string): void;
  back(caller: HistoryCaller): void;
  forward(caller: HistoryCaller): void;
  go(caller: HistoryCaller, delta: number): void;
  /** Every refused call, for tests: which method a frame that is not a page module called. */
  refused: string[];
}

/** The state in a host URL or hash: what follows `#!`, or '' when there is none. */
export function stateOf(urlOrHash: string): string {
  const at = urlOrHash.indexOf(HASH_PREFIX);
  return at === -1 ? '' : urlOrHash.slice(at + HASH_PREFIX.length);
}

export function createHostHistory(
  win: HistoryWindow,
  emitPopState: (event: PopStateEvent) => void,
): HostHistory {
  const refused: string[] = [];
  let lastUrl = win.location.href;
  const allowed = (caller: HistoryCaller, method: string) => {
    if (!caller.isPageModule) refused.push(method);
    return caller.isPageModule;
  };
  const hashFor = (state: string) => HASH_PREFIX + String(state);

  // Any traversal of the host's history (ours or the browser's buttons) reaches the app.
  win.addEventListener('popstate', () => {
    const newURL = win.location.href;
    if (newURL === lastUrl) return;
    const oldURL = lastUrl;
    lastUrl = newURL;
    emitPopState({ oldURL, newURL });
  });

  return {
    refused,
    getState: (caller) => (allowed(caller, 'getState') ? stateOf(win.location.hash) : ''),
    pushState: (caller, state) => {
      if (!allowed(caller, 'pushState')) return;
      win.history.pushState(null, '', hashFor(state));
      lastUrl = win.location.href;
    },
    replaceState: (caller, state) => {
      if (!allowed(caller, 'replaceState')) return;
      win.history.replaceState(null, '', hashFor(state));
      lastUrl = win.location.href;
    },
    back: (caller) => {
      if (allowed(caller, 'back')) win.history.back();
    },
    forward: (caller) => {
      if (allowed(caller, 'forward')) win.history.forward();
    },
    go: (caller, delta) => {
      if (allowed(caller, 'go')) win.history.go(Number(delta) || 0);
    },
  };
}
