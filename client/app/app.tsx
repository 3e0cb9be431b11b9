import { StrictMode } from 'react';
import { Provider } from 'jotai';
import type { RouteObject } from 'react-router-dom';
import { AppRouter, AppRoutes } from './app-router';
import { StartUpRunner } from './start-up-runner';
import type { AnalyticsTracker } from '../analytics/tracker';

type Store = Parameters<typeof Provider>[0]['store'];

export function App({
  routes,
  store,
  tracker,
  inHost,
}: {
  routes: RouteObject[];
  store: Store;
  tracker: AnalyticsTracker;
  inHost: boolean;
}) {
  return (
    <StrictMode>
      <Provider store={store}>
        <AppRouter>
          <StartUpRunner inHost={inHost} />
          <AppRoutes routes={routes} tracker={tracker} />
        </AppRouter>
      </Provider>
    </StrictMode>
  );
}
