import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStore } from 'jotai';
import { getSettings } from '../api/get-settings';
import { getPreference } from '../api/get-preference';
import { applyChosenLanguage } from '../api/apply-language';
import { appLoadedAtom, globalSettingsAtom, showCheckedTasksAtom } from '../state/atoms';
import { startUp } from './start-up';
import { hasShareLink } from '../lib/credentials';

let started = false;

/** Runs the app start (start-up.ts) once, inside the router so it can redirect. */
export function StartUpRunner({ inHost }: { inHost: boolean }) {
  const navigate = useNavigate();
  const store = useStore();
  useEffect(() => {
    if (started) return;
    started = true;
    void startUp({
      inHost,
      loadSettings: getSettings,
      // A share link's page has no person whose preference it could be.
      loadShowCheckedTasks: () =>
        hasShareLink() ? Promise.resolve(false) : getPreference('showCheckedTasks'),
      setSettings: (settings) => {
        store.set(globalSettingsAtom, settings);
        // The person's own language, else the site's default (shared/language.ts, pickLanguage).
        void applyChosenLanguage(settings);
      },
      setShowCheckedTasks: (value) => store.set(showCheckedTasksAtom, value),
      markLoaded: () => store.set(appLoadedAtom, true),
      replaceLocation: (path) => void navigate(path, { replace: true }),
      logError: (message, error) => console.error(message, error),
    });
  }, [inHost, navigate, store]);
  return null;
}
