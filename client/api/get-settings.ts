import { getDefaultStore } from 'jotai';
import { api } from '../lib/api-client';
import { globalSettingsAtom } from '../state/atoms';
import { loadOnce, useLoadedOnce } from '../state/load-once';
import type { GlobalSettings } from '../../shared/settings';

/** GET /api/settings: the site's global settings with their version. */
export const getSettings = () => api.get<GlobalSettings>('/settings');

/**
 * The site's settings where the start did not load them (the light entries): asked once per
 * page; `failed` when they could not be had (the built-in statuses still work).
 */
export const useSiteSettings = () => useLoadedOnce(globalSettingsAtom, getSettings);

/** Asks for the settings before the view renders (a light entry's start). */
export function prefetchSettings(): void {
  loadOnce(getDefaultStore(), globalSettingsAtom, getSettings).catch(() => undefined);
}
