import { api } from '../../../lib/api-client';
import type { GlobalSettings, UpdateGlobalSettings } from '../../../../shared/settings';

/** PUT /api/settings: the fields given; with `version`, refused (409) if someone saved since. */
export const saveSettings = (changes: UpdateGlobalSettings) =>
  api.put<GlobalSettings>('/settings', changes);
