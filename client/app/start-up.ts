/**
 * App start (docs/PRODUCT.md, "App start"): load the global settings, then the `showCheckedTasks` preference.
 * Settings that arrive mark the app loaded at once; if the settings call returns nothing the
 * app waits for the preference. Inside a host a failure logs `Error loading settings:`, marks
 * the app loaded and replaces the location with /settings-not-loaded; elsewhere the failure
 * is swallowed and the app renders.
 */
import type { GlobalSettings } from '../../shared/settings';
import { PAGES } from '../routing/route-patterns';

export interface StartUpDeps {
  inHost: boolean;
  loadSettings(): Promise<GlobalSettings | null | undefined>;
  loadShowCheckedTasks(): Promise<boolean>;
  setSettings(settings: GlobalSettings): void;
  setShowCheckedTasks(value: boolean): void;
  markLoaded(): void;
  replaceLocation(path: string): void;
  logError(message: string, error: unknown): void;
}

export type StartUpOutcome = 'loaded' | 'failed-in-host' | 'failed';

export async function startUp(deps: StartUpDeps): Promise<StartUpOutcome> {
  let loaded = false;
  const markLoaded = () => {
    if (loaded) return;
    loaded = true;
    deps.markLoaded();
  };
  try {
    const settings = await deps.loadSettings();
    if (settings) {
      deps.setSettings(settings);
      markLoaded();
    }
    deps.setShowCheckedTasks(await deps.loadShowCheckedTasks());
    markLoaded();
    return 'loaded';
  } catch (error) {
    if (deps.inHost) {
      deps.logError('Error loading settings:', error);
      markLoaded();
      deps.replaceLocation(PAGES.settingsNotLoaded);
      return 'failed-in-host';
    }
    markLoaded();
    return 'failed';
  }
}
