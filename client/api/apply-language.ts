import { getPreference } from './get-preference';
import { changeLanguage, currentLanguage } from '../lib/i18n';
import type { GlobalSettings } from '../../shared/settings';
import type { Language } from '../../shared/language';

/**
 * Switches to the language the person chose (user settings), else to the site's default
 * (global settings); with neither the language the page started in stays (the spec's rule:
 * browser, host user, English). Pages the server opened for a known person already start in
 * it (boot data `language`); this covers the rest (Forge, the portal) and changes made since.
 */
export async function applyChosenLanguage(
  settings: Pick<GlobalSettings, 'defaultLanguage'> | null | undefined,
  personal?: Language | null,
): Promise<void> {
  const own = personal !== undefined ? personal : await getPreference('language').catch(() => null);
  const language = own ?? settings?.defaultLanguage;
  if (language && language !== currentLanguage()) await changeLanguage(language);
}
