/**
 * What the app asks of its host, whichever it is: the host interface (implemented for Connect
 * in connect-host-api.ts and for Forge in forge/forge-host-api.ts) and how starting it went.
 * Only types: every file of client/host/ may import them without tying itself to another.
 */
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
  /** Opens a Jira issue in the host (AP.navigator, `issue`). */
  openIssue(issueKey: string): void;
  /**
   * Opens one of the app's page modules in the host at `state`, the route below the page's
   * area (page-history.ts): Connect's `addonModule` with the state as custom data (the page
   * starts on it, host-page-history.tsx); Forge opens the module's page.
   */
  openAppPage(moduleKey: string, state: string): void;
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

export type HostStatus =
  | { kind: 'absent' }
  /** `localeFirst`: the host user's language decides before the browser's (Forge). */
  | { kind: 'ready'; locale: string | undefined; localeFirst?: boolean }
  | { kind: 'failed'; src: string };
