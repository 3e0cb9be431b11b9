/**
 * The router: history mode, hash mode where the History API is missing (docs/PRODUCT.md, "Screens and routes"). In a host
 * page module the host URL holds the route, and client/host/host-page-history.tsx brings a
 * router that keeps the frame's history in memory instead (its own entries would double the
 * host's in the browser's Back). After each navigation an analytics event named for the
 * matched route pattern is queued.
 */
import { useEffect, type ReactNode } from 'react';
import {
  BrowserRouter,
  HashRouter,
  matchRoutes,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { eventNameFor, type AnalyticsTracker } from '../analytics/tracker';

export function historyAvailable(win: Window = window): boolean {
  try {
    return typeof win.history?.pushState === 'function' && win.location.protocol !== 'file:';
  } catch {
    return false;
  }
}

export function AppRouter({ children }: { children: ReactNode }) {
  return historyAvailable() ? (
    <BrowserRouter>{children}</BrowserRouter>
  ) : (
    <HashRouter>{children}</HashRouter>
  );
}

/** The analytics event of a location: the route pattern it matched, never its ids. */
export function navigationEventName(routes: RouteObject[], pathname: string): string {
  const matches = matchRoutes(routes, pathname) ?? [];
  return eventNameFor(matches.map((m) => m.route.path));
}

export function AppRoutes({
  routes,
  tracker,
}: {
  routes: RouteObject[];
  tracker?: Pick<AnalyticsTracker, 'track'>;
}) {
  const location = useLocation();
  useEffect(() => {
    tracker?.track(navigationEventName(routes, location.pathname));
  }, [routes, tracker, location.key, location.pathname]);
  return useRoutes(routes, location);
}
