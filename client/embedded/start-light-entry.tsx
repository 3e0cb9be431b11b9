/**
 * How a light entry starts (docs/PERFORMANCE.md): the session token from the page, then its
 * view's data, the host bridge and the strings side by side, nothing waiting for what it need
 * not. The person's own language or the site's default decides (boot data), else the
 * browser's, unless we do not offer it and the host user's must.
 * Under Forge (boot data `host: 'forge'`) the host starts first: the frame learns from the
 * bridge which issue or macro it shows (client/host/forge/start-forge-host.ts), and the
 * Atlassian account's language decides.
 */
import '../app/global.css';
import { lazy, Suspense, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { readBootData } from '../lib/boot';
import { initI18n, loadLightStrings } from '../lib/i18n';
import { keepTokenFromSearch, setSessionToken } from '../lib/credentials';
import { languageFor, startHost } from '../host/host-bridge';
import { chooseLanguage, languageOf, type Language } from '../../shared/language';

const MESSAGE_KINDS = ['success', 'error', 'notice'] as const;
// Messages show here only in a frame without the host's flags: not needed before the view.
const MessageArea = lazy(() =>
  import('../messages/message-area').then((m) => ({ default: m.MessageArea })),
);

/** Fetches both string files at once (initI18n and loadLightStrings then find them loaded). */
function preloadStrings(language: Language | undefined): void {
  if (language === 'de')
    void Promise.all([import('../locales/de.json'), import('../locales/de.light.json')]);
  else if (language === 'en')
    void Promise.all([import('../locales/en.json'), import('../locales/en.light.json')]);
}

export async function startLightEntry(view: {
  /** Asks for the view's data once the credentials and the location are known. */
  prefetch(): void;
  render(): ReactElement;
}): Promise<void> {
  const boot = readBootData();
  keepTokenFromSearch(window.location.search);
  if (boot.sessionToken) setSessionToken(boot.sessionToken);
  let language: Language;
  if (boot.host === 'forge') {
    const status = await startHost(boot);
    view.prefetch();
    language = languageFor(status, navigator.language);
    preloadStrings(language);
  } else {
    view.prefetch();
    // The person's own language or the site's default, when the server knew them (boot data).
    const browser = boot.language ?? languageOf(navigator.language);
    preloadStrings(browser);
    const bridge = startHost(boot);
    // The view does not wait for the host bridge (it only resizes the frame, which follows
    // once the bridge is up), unless the host user's language must decide.
    language =
      browser ??
      chooseLanguage({
        host: await bridge.then((s) => (s.kind === 'ready' ? s.locale : undefined)),
      });
  }
  await initI18n(language);
  await loadLightStrings();
  const root = document.getElementById('root');
  // Inside a host page messages are the host's flags; a frame without the host's bridge shows
  // them here (client/messages/show-message.ts).
  if (root)
    createRoot(root).render(
      <>
        <Suspense fallback={null}>
          <MessageArea kinds={MESSAGE_KINDS} label={i18next.t('messages.errorArea')} />
        </Suspense>
        {view.render()}
      </>,
    );
}
