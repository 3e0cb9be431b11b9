import { StrictMode, type ComponentType, type ReactNode } from 'react';
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
  pageHistory,
}: {
  routes: RouteObject[];
  store: Store;
  tracker: AnalyticsTracker;
  inHost: boolean;
  /**
   * A host page module's link to the host URL (null elsewhere): its own router (history in
   * memory, the host URL holds the route) and the element that keeps the two in step.
   */
  pageHistory?: { Router: ComponentType<{ children: ReactNode }>; keeper: ReactNode } | null;
}) {
  const Router = pageHistory?.Router ?? AppRouter;
  return (
    <StrictMode>
      <Provider store={store}>
        <Router>
          <StartUpRunner inHost={inHost} />
          {pageHistory?.keeper}
          <AppRoutes routes={routes} tracker={tracker} />
        </Router>
      </Provider>
    </StrictMode>
  );
}
