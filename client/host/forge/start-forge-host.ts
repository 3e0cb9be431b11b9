/**
 * How a Forge Custom UI resource starts (docs/FORGE.md, "Custom UI"): the resource's one
 * index.html serves every module it is declared for, so the frame asks the bridge where it
 * is (`view.getContext()`), turns that into the URL of the screen Connect would have loaded
 * (forge-screens.ts) and puts it in the address bar (`history.replaceState`, same origin).
 * From then on the app starts as it does under Connect: the same router, screens and strings,
 * with the Forge host interface and transport in place of Connect's.
 */
import type { BootData } from '../../../shared/routes';
import type { HostStatus } from '../host-types';
import { installHostApi } from '../host-api';
import { followContentHeight } from '../follow-content-height';
import { setApiTransport } from '../../lib/api-client';
import { findCallBridge, forgeBridge, type ForgeBridge, type ForgeContext } from './forge-bridge';
import { hasRoutes, screenUrlOf } from './forge-screens';
import { forgeHostApi } from './forge-host-api';
import { forgeTransport } from './forge-transport';

/** What the failure message names when there is no bridge (the page is not inside Forge). */
export const BRIDGE_NAME = 'window.__bridge (Forge Custom UI bridge)';
/** How long to wait for the page's history before opening the module's first page. */
export const HISTORY_TIMEOUT_MS = 2000;

/**
 * The route Forge's page history is on (an admin page's `pages[].route`), '' when none.
 * Only modules with several pages ask: `view.createHistory()` is their router.
 */
async function historyPathOf(bridge: ForgeBridge): Promise<string> {
  const history = bridge.call('createHistory').then(
    (h) => (h as { location?: { pathname?: unknown } } | null)?.location?.pathname,
    () => undefined,
  );
  const timeout = new Promise<undefined>((resolve) =>
    setTimeout(() => resolve(undefined), HISTORY_TIMEOUT_MS),
  );
  const path = await Promise.race([history, timeout]);
  return typeof path === 'string' ? path : '';
}

/**
 * Makes the page's stylesheet and script addresses absolute: they are relative in the
 * resource (it works under any base path), and once the address bar names the screen a
 * stylesheet applied later (the light entries' deferred styles) would resolve against it.
 */
export function pinAssetUrls(doc: Document): void {
  doc.querySelectorAll<HTMLLinkElement>('link[href]').forEach((link) => {
    link.setAttribute('href', link.href);
  });
  doc.querySelectorAll<HTMLScriptElement>('script[src]').forEach((script) => {
    script.setAttribute('src', script.src);
  });
}

/** The screen URL of a context, asking the page's history where the module has routes. */
export async function forgeScreenUrl(
  bridge: ForgeBridge,
  context: ForgeContext,
  screens: Record<string, string>,
): Promise<string | null> {
  const extension = context.extension ?? {};
  const routed = !extension.modal && !extension.entryPoint && hasRoutes(screens, context.moduleKey);
  return screenUrlOf(context, screens, routed ? await historyPathOf(bridge) : undefined);
}

export async function startForgeHost(boot: BootData, win: Window = window): Promise<HostStatus> {
  const call = findCallBridge(win);
  if (!call) {
    console.error(`Checklists: ${BRIDGE_NAME} is missing; this resource runs inside Forge only.`);
    return { kind: 'failed', src: BRIDGE_NAME };
  }
  const bridge = forgeBridge(call);
  let context: ForgeContext;
  try {
    context = await bridge.getContext();
  } catch (error) {
    console.error('Checklists: the Forge context could not be read:', error);
    return { kind: 'failed', src: BRIDGE_NAME };
  }
  const url = await forgeScreenUrl(bridge, context, boot.forgeScreens ?? {});
  pinAssetUrls(win.document);
  if (url) win.history.replaceState(null, '', url);
  else console.error(`Checklists: no screen for the Forge module ${context.moduleKey}.`);
  const host = forgeHostApi(bridge, context);
  installHostApi(host);
  setApiTransport(forgeTransport(bridge));
  followContentHeight(host, win);
  return { kind: 'ready', locale: context.locale, localeFirst: true };
}
