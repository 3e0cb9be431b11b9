/**
 * Keeps a page module's route in the host URL (page-history.ts): every in-app navigation is
 * pushed to the host (a redirect replaces the host's entry); when the host's Back or Forward
 * changes the state, the app goes to the state's route. Rendered inside the router.
 */
import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type RouteObject,
} from 'react-router-dom';
import type { HostApi, HostHistory } from './host-api';
import { activeLeaveGuard } from '../lib/leave-guard';
import { pageAreaOf, routeForState, stateFor, stateForRoute, type PageArea } from './page-history';

export interface PageHistoryLink {
  history: HostHistory;
  area: PageArea;
  /** The frame's own route: what a host URL without a state shows. */
  homeRoute: string;
}

export interface PageHistoryStart {
  link: PageHistoryLink;
  /** The route to open, after the module's own route when they differ (a "back" has a target). */
  initialEntries: string[];
}

export function HostPageHistory({
  link,
  routes,
}: {
  link: PageHistoryLink;
  routes: RouteObject[];
}) {
  const { history, area, homeRoute } = link;
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  /** The state the host holds as far as we know; null before the first location. */
  const hostState = useRef<string | null>(null);

  useEffect(
    () =>
      history.onPopState((state) => {
        const route = state ? routeForState(area, state, routes) : homeRoute;
        if (!route) return;
        const go = () => {
          hostState.current = stateForRoute(area, route);
          void navigate(route, { replace: true });
        };
        const guard = activeLeaveGuard();
        if (!guard || hostState.current === null) return go();
        // Unsaved edits (lib/leave-guard.ts): the host URL goes back to the screen's own state
        // while the person is asked; leaving then puts the state they went to in its place.
        const stay = hostState.current;
        history.pushState(stay);
        void guard().then((leave) => {
          if (!leave) return;
          const left = stateForRoute(area, route);
          if (left !== null) history.replaceState(left);
          go();
        });
      }),
    [history, area, homeRoute, routes, navigate],
  );

  useEffect(() => {
    const state = stateFor(area, pathname, search);
    if (state === null) return;
    if (hostState.current === null) {
      // The page's first route is what the host URL already says (or the module's own URL).
      hostState.current = state;
      return;
    }
    if (state === hostState.current) return;
    hostState.current = state;
    if (navigationType === 'REPLACE') history.replaceState(state);
    else history.pushState(state);
  }, [area, history, navigationType, pathname, search]);

  return null;
}

/**
 * What a page module starts with: its link to the host history and the route to open
 * first, the one the host URL's state names when the page may show it, else the one a link
 * from another frame asked for (`ac.state`, HostApi.openAppPage; then kept in the host URL),
 * else the frame's own. Null outside page modules and where the host has no history.
 */
export async function startPageHistory(
  host: HostApi | null,
  routes: RouteObject[],
  location: { pathname: string; search: string } = window.location,
): Promise<PageHistoryStart | null> {
  const area = pageAreaOf(location.pathname);
  const history = host?.history;
  if (!area || !history) return null;
  let state = await history.getState();
  const asked = new URLSearchParams(location.search).get('ac.state');
  if (!state && asked && routeForState(area, asked, routes)) {
    state = asked;
    history.replaceState(asked);
  }
  const route = state ? routeForState(area, state, routes) : null;
  const homeRoute = location.pathname + location.search;
  return {
    link: { history, area, homeRoute },
    initialEntries: route && route !== homeRoute ? [homeRoute, route] : [homeRoute],
  };
}

/** What a page module's app runs in: its router and what keeps the host URL in step. */
export interface HostPageStart {
  /** Keeps the frame's history in memory, starting at the route the host URL names. */
  Router: ComponentType<{ children: ReactNode }>;
  /** Rendered inside the router. */
  keeper: ReactNode;
}

/**
 * The page module's start as the app takes it. This module is loaded only by page modules
 * (main.tsx), so macros and panels carry neither it nor the memory router.
 */
export async function startHostPageHistory(
  host: HostApi | null,
  routes: RouteObject[],
  location: { pathname: string; search: string } = window.location,
): Promise<HostPageStart | null> {
  const start = await startPageHistory(host, routes, location);
  if (!start) return null;
  const entries = start.initialEntries;
  return {
    Router: ({ children }) => (
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        {children}
      </MemoryRouter>
    ),
    keeper: <HostPageHistory link={start.link} routes={routes} />,
  };
}
