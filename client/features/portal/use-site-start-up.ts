/**
 * The app start for the portal user's site, once their tenant key is known: the page's own
 * start ran before anyone was signed in, so the site's settings and the user's preference
 * are loaded here (client/app/start-up.ts does the same inside the hosts).
 */
import { useCallback } from 'react';
import { useStore } from 'jotai';
import { getSettings } from '../../api/get-settings';
import { getPreference } from '../../api/get-preference';
import { applyChosenLanguage } from '../../api/apply-language';
import { globalSettingsAtom, showCheckedTasksAtom } from '../../state/atoms';

export function useSiteStartUp(): () => Promise<void> {
  const store = useStore();
  return useCallback(async () => {
    const [settings, showChecked, language] = await Promise.all([
      getSettings(),
      getPreference('showCheckedTasks').catch(() => false),
      getPreference('language').catch(() => null),
    ]);
    store.set(globalSettingsAtom, settings);
    store.set(showCheckedTasksAtom, showChecked === true);
    await applyChosenLanguage(settings, language);
  }, [store]);
}
