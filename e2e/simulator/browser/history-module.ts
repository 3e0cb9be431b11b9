/* eslint-disable @typescript-eslint/no-explicit-any -- connect-host.js is an untyped global */
import { createHostHistory, POPSTATE_EVENT } from './host-history';
import type { FrameConfig, XdmCallback } from './host-types';

/**
 * AP.history for page modules only (host-history.ts); the page's frames hear popState.
 * Answers the list of refused calls, which tests read.
 */
export function defineHistoryModule(connectHost: any, frames: FrameConfig[]): string[] {
  const pageFrames = frames.filter((frame) => frame.fullPage);
  const hostHistory = createHostHistory(window, (event) => {
    for (const frame of pageFrames) {
      connectHost.broadcastEvent(
        POPSTATE_EVENT,
        { addon_key: frame.addonKey, key: frame.moduleKey },
        event,
      );
    }
  });
  const historyCaller = (callback: XdmCallback) => {
    const options = callback._context?.extension?.options;
    return { isPageModule: options?.isFullPage === true && options.isDialog !== true };
  };
  /** pushState(state) or the History API's (data, title, url): the state is a string. */
  const stateArgument = (state: unknown, url: unknown) =>
    typeof state === 'string' ? state : typeof url === 'string' ? url : '';

  connectHost.defineModule('history', {
    getState(type: unknown, callback: XdmCallback) {
      void type;
      callback(hostHistory.getState(historyCaller(callback)));
    },
    pushState(state: unknown, title: unknown, url: unknown, callback: XdmCallback) {
      void title;
      hostHistory.pushState(historyCaller(callback), stateArgument(state, url));
    },
    replaceState(state: unknown, callback: XdmCallback) {
      hostHistory.replaceState(historyCaller(callback), stateArgument(state, undefined));
    },
    back(callback: XdmCallback) {
      hostHistory.back(historyCaller(callback));
    },
    forward(callback: XdmCallback) {
      hostHistory.forward(historyCaller(callback));
    },
    go(delta: unknown, callback: XdmCallback) {
      hostHistory.go(historyCaller(callback), Number(delta));
    },
  });
  return hostHistory.refused;
}
