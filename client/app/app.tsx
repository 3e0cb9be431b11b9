import { StrictMode } from 'react';
import { Provider } from 'jotai';
import type { RouteObject } from 'react-router-dom';
import { AppRouter, AppRoutes } from './app-router';
import { StartUpRunner } from './start-up-runner';
import { HostPageHistory, type PageHistoryStart } from '../host/host-page-history';
import type { AnalyticsTracker } from '../analytics/tracker';

type Store = Parameters<typeof Provider>[0]['store'];

export function App({
  routes,
  store,
  tracker,
  inHost,
  pageHistory,
}: {
  routes: RouteObject[];
  store: Store;
  tracker: AnalyticsTracker;
  inHost: boolean;
  /** A host page module's link to the host URL (null elsewhere). */
  pageHistory?: PageHistoryStart | null;
}) {
  return (
    <StrictMode>
      <Provider store={store}>
        <AppRouter memoryEntries={pageHistory?.initialEntries}>
          <StartUpRunner inHost={inHost} />
          {pageHistory && <HostPageHistory link={pageHistory.link} routes={routes} />}
          <AppRoutes routes={routes} tracker={tracker} />
        </AppRouter>
      </Provider>
    </StrictMode>
  );
}
