/**
 * The Connect implementation of the host interface (host-api.ts): the only code that
 * touches `window.AP` (Atlassian Connect's frame API).
 */
import type { HostApi, MacroEditorHost, HostHistory } from './host-types';

interface ConfluenceMacroApi {
  saveMacro(params: Record<string, string>, body?: string): void;
  getMacroData(callback: (params: Record<string, string> | undefined) => void): void;
  closeMacroEditor(): void;
}

/** How long to wait for the macro's parameters before treating it as a new macro. */
export const MACRO_DATA_TIMEOUT_MS = 3000;

function macroEditorOf(AP: typeof window.AP): MacroEditorHost | null {
  const confluence = (AP as unknown as { confluence?: ConfluenceMacroApi }).confluence;
  if (!confluence || typeof confluence.saveMacro !== 'function') return null;
  return {
    getData: () =>
      new Promise((resolve) => {
        const timer = setTimeout(() => resolve({}), MACRO_DATA_TIMEOUT_MS);
        confluence.getMacroData((params) => {
          clearTimeout(timer);
          resolve(params && typeof params === 'object' ? params : {});
        });
      }),
    save: (params) => confluence.saveMacro(params),
    close: () => confluence.closeMacroEditor(),
    onSubmit: (handler) => {
      const dialog = AP.dialog as unknown as { disableCloseOnSubmit?: () => void };
      dialog.disableCloseOnSubmit?.();
      AP.events.on('dialog.submit', () => handler());
    },
  };
}

interface JiraWorkflowConfiguration {
  onSave(fn: () => string): void;
  onSaveValidation(fn: () => boolean): void;
}

/** How long to wait for the host's answer to getState before going on without a state. */
export const HISTORY_STATE_TIMEOUT_MS = 2000;

/** The state in a host URL: what follows `#!` ('' when nothing does). */
export function stateOfHostUrl(url: string): string {
  const at = url.indexOf('#!');
  return at === -1 ? '' : url.slice(at + 2);
}

function historyOf(AP: typeof window.AP): HostHistory | null {
  const history = AP.history as typeof AP.history | undefined;
  if (!history || typeof history.pushState !== 'function') return null;
  const listeners = new Set<(state: string) => void>();
  let subscribed = false;
  const subscribe = () => {
    if (subscribed) return;
    subscribed = true;
    const notify = (event: { newURL?: string } | undefined) => {
      const state = stateOfHostUrl(String(event?.newURL ?? ''));
      listeners.forEach((listener) => listener(state));
    };
    if (typeof history.popState === 'function') history.popState((event) => notify(event));
    else AP.events.on('history_popstate', (event) => notify(event as { newURL?: string }));
  };
  return {
    getState: () =>
      new Promise((resolve) => {
        const timer = setTimeout(() => resolve(''), HISTORY_STATE_TIMEOUT_MS);
        history.getState('hash', (state) => {
          clearTimeout(timer);
          resolve(typeof state === 'string' ? state : '');
        });
      }),
    pushState: (state) => history.pushState(state),
    replaceState: (state) => history.replaceState(state),
    onPopState: (listener) => {
      subscribe();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The apps' keys (atlassian-connect.json; app-page-link.test.tsx holds them to it). */
export const connectAppKey = (product: 'jira' | 'confluence') => `app.checklists.${product}`;

type Navigator = { go(target: string, context: object): void };

/** The host interface over Connect's `AP`. */
export function connectHostApi(AP: typeof window.AP): HostApi {
  return {
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
    history: historyOf(AP),
    onWorkflowSave: (save, validate) => {
      const jira = (
        AP as unknown as { jira?: { WorkflowConfiguration?: JiraWorkflowConfiguration } }
      ).jira;
      jira?.WorkflowConfiguration?.onSave(save);
      jira?.WorkflowConfiguration?.onSaveValidation(validate);
    },
    macroEditor: macroEditorOf(AP),
    openPage: (contentId) =>
      (AP.navigator as unknown as { go(target: string, context: object): void }).go('contentview', {
        contentId,
      }),
    openIssue: (issueKey) =>
      (AP.navigator as unknown as { go(target: string, context: object): void }).go('issue', {
        issueKey,
      }),
    openAppPage: (moduleKey, state) =>
      (AP.navigator as unknown as Navigator).go('addonModule', {
        addonKey: connectAppKey(
          window.location.pathname.startsWith('/jira/') ? 'jira' : 'confluence',
        ),
        moduleKey,
        customData: { state },
      }),
  };
}
