/**
 * The Jira issue panel's own entry (docs/PERFORMANCE.md, "What the two Jira panel budgets
 * need"): no router, no Atlaskit, no app shell before the checklists show; just the host
 * bridge, the strings and the light panel, each started as early as it can be. Everything heavier (every item action, adding a
 * checklist) loads when first used.
 */
import '../app/global.css';
import { createRoot } from 'react-dom/client';
import { readBootData } from '../lib/boot';
import { initI18n, loadFeatureStrings } from '../lib/i18n';
import { keepTokenFromSearch, setSessionToken } from '../lib/credentials';
import { startHostBridge } from '../host/host-bridge';
import { chooseLanguage, languageOf } from '../../shared/language';
import {
  LightIssuePanel,
  prefetchIssuePanel,
} from '../features/checklists/light/light-issue-panel';

async function start() {
  const boot = readBootData();
  keepTokenFromSearch(window.location.search);
  if (boot.sessionToken) setSessionToken(boot.sessionToken);
  const issueId = new URLSearchParams(window.location.search).get('issueId') ?? '';
  // Nothing here waits for what it need not: the panel's data, the host bridge and the
  // strings load side by side (the browser's language decides, unless we do not offer it).
  prefetchIssuePanel(issueId);
  const browser = languageOf(navigator.language);
  // Fetch both string files at once (initI18n and loadFeatureStrings then find them loaded).
  if (browser === 'de')
    void Promise.all([import('../locales/de.json'), import('../locales/de.features.json')]);
  else if (browser === 'en')
    void Promise.all([import('../locales/en.json'), import('../locales/en.features.json')]);
  const bridge = startHostBridge(boot.connectJsUrl);
  // The panel does not wait for the host bridge (it only resizes the frame, which follows
  // once the bridge is up), unless the browser's language is one we do not offer and the
  // host user's must decide.
  const language =
    browser ??
    chooseLanguage({ host: await bridge.then((s) => (s.kind === 'ready' ? s.locale : undefined)) });
  await initI18n(language);
  await loadFeatureStrings();
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<LightIssuePanel issueId={issueId} />);
}

void start();
