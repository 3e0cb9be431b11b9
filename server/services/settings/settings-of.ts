import type { StoredSettings } from '../../db/repositories/settings-repository';
import {
  DEFAULT_GLOBAL_SETTINGS,
  globalSettingsSchema,
  type GlobalSettings,
} from '../../../shared/settings';

/** The stored document with the defaults of fields added after it was saved. */
export function settingsOf(stored: StoredSettings | undefined): GlobalSettings {
  if (!stored) return DEFAULT_GLOBAL_SETTINGS;
  const parsed = globalSettingsSchema.safeParse({
    ...DEFAULT_GLOBAL_SETTINGS,
    ...(stored.settings as object),
  });
  return { ...(parsed.success ? parsed.data : DEFAULT_GLOBAL_SETTINGS), version: stored.version };
}
