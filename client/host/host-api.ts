/**
 * The only code that touches `window.AP` (Atlassian Connect's frame API). Everything else
 * uses this typed facade, which is `null` outside Jira and Confluence.
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

export interface HostApi {
  getLocale(): Promise<string>;
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
}

function ap(): typeof AP | undefined {
  return (window as Window & { AP?: typeof AP }).AP;
}

let cached: HostApi | null | undefined;

/** The host API, once `all.js` has defined `AP`; null in a plain browser tab. */
export function hostApi(): HostApi | null {
  if (cached !== undefined) return cached;
  const AP = ap();
  if (!AP) return null;
  cached = {
    getLocale: () => new Promise((resolve) => AP.user.getLocale((locale) => resolve(locale))),
    getContextToken: () => AP.context.getToken(),
    showFlag: (flag) => {
      const created = AP.flag.create(flag);
      return { close: () => created.close() };
    },
    openDialog: (options) => {
      AP.dialog.create(options as AP.dialog.DialogOptions);
    },
    closeDialog: (data) => AP.dialog.close(data),
    getDialogCustomData: () =>
      new Promise((resolve) =>
        AP.dialog.getCustomData((data) => resolve(data as Record<string, unknown> | undefined)),
      ),
    resize: (heightPx) =>
      heightPx === undefined ? AP.resize() : AP.resize('100%', `${Math.ceil(heightPx)}px`),
    on: (event, listener) => AP.events.on(event, listener),
    // ACJS forwards any structured-clonable arguments, whatever the typings say.
    emit: (event, ...args) =>
      (AP.events.emit as (name: string, ...rest: unknown[]) => void)(event, ...args),
  };
  return cached;
}

/** For tests: forget the cached facade. */
export function resetHostApi(): void {
  cached = undefined;
}
