/**
 * The one host interface every screen uses (docs/FORGE.md, "The host interface"): flags,
 * dialogs, resizing, events, page history, workflow rule and macro configuration, opening a
 * page. Two implementations: Connect (`window.AP`, connect-host-api.ts) and Forge
 * (`@forge/bridge`'s calls, forge/forge-host-api.ts), picked at start (host-bridge.ts);
 * `hostApi()` is `null` outside Jira and Confluence. Screens never learn which host it is.
 */
import { connectHostApi } from './connect-host-api';
import type { HostApi } from './host-types';

export type {
  HostApi,
  HostDialogOptions,
  HostFlag,
  HostHistory,
  MacroEditorHost,
} from './host-types';

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
