/**
 * The language a page opens in for a known person (the shell's boot data,
 * server/web/page-routes.ts): their own choice (user settings), else the site's default
 * (global settings); undefined leaves the spec's rule to the client (shared/language.ts).
 */
import type { Repositories } from '../../db/unit-of-work';
import type { PreferencesRepository } from '../../db/repositories/preferences-repository';
import { PREFERENCES } from '../../../shared/preferences';
import type { Language } from '../../../shared/language';
import { siteSettings } from '../settings/read-settings';

export async function pageLanguage(
  deps: { repos: Repositories; preferences: PreferencesRepository },
  tenantKey: string,
  accountId: string,
): Promise<Language | undefined> {
  const [stored, settings] = await Promise.all([
    deps.preferences.get(tenantKey, accountId, 'language'),
    siteSettings(deps.repos, tenantKey),
  ]);
  const personal = PREFERENCES.language.schema.safeParse(stored);
  return (personal.success ? personal.data : null) ?? settings.defaultLanguage ?? undefined;
}
