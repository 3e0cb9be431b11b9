/**
 * The one host interface every screen uses (docs/FORGE.md, "The host interface"): flags,
 * dialogs, resizing, events, page history, workflow rule and macro configuration, opening a
 * page. Two implementations: Connect (`window.AP`, connect-host-api.ts) and Forge
 * (`@forge/bridge`'s calls, forge/forge-host-api.ts), picked at start (host-bridge.ts);
 * `hostApi()` is `null` outside Jira and Confluence. Screens never learn which host it is.
 */
import { connectHostApi } from './connect-host-api';

export interface HostFlag {
  title: string;
  body?: string;
  type: 'info' | 'success' | 'warning' | 'error';
  close: 'manual' | 'auto';
}

export interface HostDialogOptions {
  key: string;
  width?: string;
  height?: string;
  chrome?: boolean;
  closeOnEscape?: boolean;
  customData?: Record<string, unknown>;
}

/**
 * The host page's history (AP.history), for page modules: the state is kept in the host
 * URL's hash as `#!<state>`.
 */
export interface HostHistory {
  /** The state the host URL carries ('' when none, or when the host does not answer). */
  getState(): Promise<string>;
  /** Adds a host history entry. */
  pushState(state: string): void;
  /** Changes the current host history entry. */
  replaceState(state: string): void;
  /** Back, forward or a host navigation changed the state; returns an unsubscribe. */
  onPopState(listener: (state: string) => void): () => void;
}

export interface HostApi {
  getLocale(): Promise<string>;
  /** A fresh Connect context token (Forge has none: its calls carry Forge's own token). */
  getContextToken(): Promise<string>;
  /** Raises the host's flag; the handle closes it. */
  showFlag(flag: HostFlag): { close(): void };
  openDialog(options: HostDialogOptions): void;
  closeDialog(data?: Record<string, unknown>): void;
  getDialogCustomData(): Promise<Record<string, unknown> | undefined>;
  /** Sets the iframe's height to `heightPx`, or lets the host measure when omitted. */
  resize(heightPx?: number): void;
  on(event: string, listener: (...args: unknown[]) => void): void;
  emit(event: string, ...args: unknown[]): void;
  /** Null where the host gives the app no history. */
  history: HostHistory | null;
  /**
   * A Jira workflow rule's configuration page: `save` gives the configuration Jira stores when
   * the admin clicks Add or Update; `validate` false keeps the form open.
   */
  onWorkflowSave(save: () => string, validate: () => boolean): void;
  /** Confluence's macro editor (AP.confluence); null where the host has none. */
  macroEditor: MacroEditorHost | null;
  /** Opens a Confluence page in the host (AP.navigator, `contentview`). */
  openPage(contentId: string): void;
}

/**
 * The macro editor dialog: the placed macro's parameters, saving new ones, closing. The
 * dialog's own submit button (Insert / Save) calls `onSubmit`; the dialog stays open until
 * the app closes it, so a choice that is not complete can say why.
 */
export interface MacroEditorHost {
  getData(): Promise<Record<string, string>>;
  save(params: Record<string, string>): void;
  close(): void;
  onSubmit(handler: () => void): void;
}

function ap(): typeof AP | undefined {
  return (window as Window & { AP?: typeof AP }).AP;
}

let installed: HostApi | null = null;
let cached: HostApi | null | undefined;

/**
 * The host API: the one installed at start (Forge), else Connect's once `all.js` has defined
 * `AP`; null in a plain browser tab.
 */
export function hostApi(): HostApi | null {
  if (installed) return installed;
  if (cached !== undefined) return cached;
  const AP = ap();
  if (!AP) return null;
  cached = connectHostApi(AP);
  return cached;
}

/** Makes `api` the host API (the Forge start does, before anything renders). */
export function installHostApi(api: HostApi | null): void {
  installed = api;
}

/** For tests: forget the cached facade and any installed host. */
export function resetHostApi(): void {
  cached = undefined;
  installed = null;
}
