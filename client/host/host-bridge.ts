/**
 * Starting the host side of the app (docs/PRODUCT.md, "App start"). Connect: only inside a
 * frame, and only when `AP` is absent, load the host's frame script (`CONNECT_JS_URL`); then
 * ask the host for the user's language and let the iframe's height follow the content.
 * Outside a frame the app only logs that the macro view is not loaded in a frame. A Forge
 * Custom UI resource (boot data `host: 'forge'`) starts through forge/start-forge-host.ts,
 * loaded only there.
 */
import { hasHostApi, HostScriptError, isInFrame, loadHostScript } from './host-frame';
import { hostApi } from './host-api';
import { setSessionRenewal } from '../lib/credentials';
import type { HostStatus } from './host-types';

export type { HostStatus } from './host-types';
import { followContentHeight } from './follow-content-height';
import { chooseLanguage, type Language } from '../../shared/language';
import type { BootData } from '../../shared/routes';

export { followContentHeight } from './follow-content-height';

/** Starts the host the boot data names. */
export async function startHost(boot: BootData, win: Window = window): Promise<HostStatus> {
  if (boot.host === 'forge') {
    const { startForgeHost } = await import('./forge/start-forge-host');
    return startForgeHost(boot, win);
  }
  return startHostBridge(boot.connectJsUrl, win);
}

/**
 * The UI language: the browser's when we offer it, else the host user's (docs/PRODUCT.md,
 * "Languages"); under Forge the Atlassian account's language (`getContext().locale`) first.
 */
export function languageFor(status: HostStatus, browser: string | undefined): Language {
  const host = status.kind === 'ready' ? status.locale : undefined;
  return status.kind === 'ready' && status.localeFirst
    ? chooseLanguage({ browser: host, host: browser })
    : chooseLanguage({ browser, host });
}

export const NOT_IN_FRAME_MESSAGE = 'Checklists: the macro view is not loaded in a frame.';

export async function startHostBridge(
  connectJsUrl: string,
  win: Window = window,
): Promise<HostStatus> {
  if (!isInFrame(win)) {
    console.info(NOT_IN_FRAME_MESSAGE);
    return { kind: 'absent' };
  }
  if (!hasHostApi(win)) {
    try {
      await loadHostScript(connectJsUrl, win.document);
    } catch (error) {
      const src = error instanceof HostScriptError ? error.src : connectJsUrl;
      console.error(error instanceof Error ? error.message : error);
      return { kind: 'failed', src };
    }
  }
  const host = hostApi();
  if (!host) return { kind: 'failed', src: connectJsUrl };
  setSessionRenewal(() => host.getContextToken());
  const locale = await host.getLocale().catch(() => undefined);
  followContentHeight(host, win);
  return { kind: 'ready', locale };
}
