/**
 * The Confluence checklist macro's own entry (docs/PERFORMANCE.md, the macro view's budget):
 * no router, no Atlaskit, no app shell before the checklist shows; just the host bridge, the
 * strings and the light view, each started as early as it can be. Several macros on one page
 * each load this. Everything heavier (every item action) loads when first used.
 */
import '../app/global.css';
import { createRoot } from 'react-dom/client';
import { readBootData } from '../lib/boot';
import { initI18n, loadFeatureStrings } from '../lib/i18n';
import { keepTokenFromSearch, setSessionToken } from '../lib/credentials';
import { startHostBridge } from '../host/host-bridge';
import { chooseLanguage, languageOf } from '../../shared/language';
import { LightMacroView, prefetchMacroView } from '../features/checklists/light/light-macro-view';
import type { MacroPlace } from '../features/checklists/api/get-macro-view';

function placeOf(search: string): MacroPlace {
  const query = new URLSearchParams(search);
  const value = (name: string) => query.get(name) ?? undefined;
  return {
    pageId: value('pageId') ?? '',
    macroId: value('macroId') ?? '',
    // The version the frame shows: a server that remembers an older one asks Confluence again.
    ...(value('pageVersion') ? { pageVersion: value('pageVersion') } : {}),
    ...(value('outputType') ? { outputType: value('outputType') } : {}),
    // The editor's unsaved choice only matters to its preview.
    ...(value('outputType') === 'preview'
      ? {
          templateUid: value('templateUid'),
          checklistInstanceUid: value('checklistInstanceUid'),
          title: value('title'),
        }
      : {}),
  };
}

async function start() {
  const boot = readBootData();
  keepTokenFromSearch(window.location.search);
  if (boot.sessionToken) setSessionToken(boot.sessionToken);
  const place = placeOf(window.location.search);
  prefetchMacroView(place);
  const browser = languageOf(navigator.language);
  if (browser === 'de')
    void Promise.all([import('../locales/de.json'), import('../locales/de.features.json')]);
  else if (browser === 'en')
    void Promise.all([import('../locales/en.json'), import('../locales/en.features.json')]);
  const bridge = startHostBridge(boot.connectJsUrl);
  const language =
    browser ??
    chooseLanguage({ host: await bridge.then((s) => (s.kind === 'ready' ? s.locale : undefined)) });
  await initI18n(language);
  await loadFeatureStrings();
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<LightMacroView place={place} />);
}

void start();
