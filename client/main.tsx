import '@atlaskit/css-reset';
import './app/global.css';
import { createRoot } from 'react-dom/client';
import { createStore } from 'jotai';
import { readBootData } from './lib/boot';
import { initI18n } from './lib/i18n';
import { keepShareLinkFromPath, keepTokenFromSearch, setSessionToken } from './lib/credentials';
import { sendAnalytics } from './api/send-analytics';
import { languageFor, startHost } from './host/host-bridge';
import { hostApi } from './host/host-api';
import { pageAreaOf } from './host/page-areas';
import { hostStatusAtom } from './state/host-status';
import { buildRoutes } from './app/routes';
import { AnalyticsTracker } from './analytics/tracker';
import { App } from './app/app';

// Atlaskit asks its feature-gate client about platform flags; the build swaps that client for
// client/vendor-stubs/feature-gates.ts, which answers "off" to every flag without a resolver.

/** The page's `jwt` becomes the session token; the server's own session token wins. */
function takeTokenFromUrl(sessionToken: string | null): void {
  keepTokenFromSearch(window.location.search);
  if (sessionToken) setSessionToken(sessionToken);
  const url = new URL(window.location.href);
  if (!url.searchParams.has('jwt')) return;
  url.searchParams.delete('jwt');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

async function start() {
  const boot = readBootData();
  takeTokenFromUrl(boot.sessionToken);
  keepShareLinkFromPath(window.location.pathname);
  const store = createStore();

  // Connect (AP) or, in a Forge Custom UI resource, Forge: the host start also opens the
  // screen of the Forge module the frame is for (client/host/forge/start-forge-host.ts).
  const status = await startHost(boot);
  store.set(hostStatusAtom, status);
  const inHost = status.kind === 'ready';
  // The person's own language or the site's default when the server knew them (boot data).
  await initI18n(boot.language ?? languageFor(status, navigator.language));

  const routes = buildRoutes({ infoRoutes: boot.infoRoutes });
  // A host page module opens the route its host URL names (a reload, a shared link).
  // Only page modules have one: macros and panels never load that code.
  const pageHistory =
    inHost && pageAreaOf(window.location.pathname)
      ? await import('./host/host-page-history').then((history) =>
          history.startHostPageHistory(hostApi(), routes),
        )
      : null;
  const tracker = new AnalyticsTracker(sendAnalytics);
  window.addEventListener('pagehide', () => tracker.flush());

  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <App
      routes={routes}
      store={store}
      tracker={tracker}
      inHost={inHost}
      pageHistory={pageHistory}
    />,
  );
}

void start();
