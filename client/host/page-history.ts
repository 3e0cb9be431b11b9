/**
 * Which app routes a host page module keeps in the host URL (AP.history), and how a route
 * and a host state map onto each other. Only page modules have a host history: the
 * Confluence pages area (the overview, the AI generator) and the Jira and Confluence admin
 * pages; macros, web and issue panels and dialogs have none. The state is the route relative
 * to the page's area, e.g. `/checklist-overview/instances/<uid>` in the Confluence pages area,
 * with the host's own query parameters left out.
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { inArea, type PageArea } from './page-areas';

export { PAGE_AREAS, pageAreaOf, type PageArea } from './page-areas';

/** Query parameters the host adds to every module URL: never part of a state. */
const HOST_PARAMS = new Set([
  'jwt',
  'xdm_e',
  'xdm_c',
  'cp',
  'lic',
  'cv',
  'xdm_deprecated_addon_key_do_not_use',
]);

const MAX_STATE_LENGTH = 2000;

function withoutHostParams(search: string): string {
  const params = new URLSearchParams(search);
  // `ac.*`: a navigator's custom data (connect-host-api.ts, openAppPage).
  for (const name of [...params.keys()])
    if (HOST_PARAMS.has(name) || name.startsWith('ac.')) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The host state of an app location; null when the location is outside the area. */
export function stateFor(area: PageArea, pathname: string, search: string): string | null {
  if (!inArea(area, pathname)) return null;
  return (pathname.slice(area.length) || '/') + withoutHostParams(search);
}

/** The host state of an app route given as path + search. */
export function stateForRoute(area: PageArea, route: string): string | null {
  const url = new URL(route, 'http://app.invalid');
  return stateFor(area, url.pathname, url.search);
}

/**
 * The app route (path + search) a host state names, when the page may show it: a path
 * below the area that the route table knows (not its catch-all). Anything else is null.
 */
export function routeForState(area: PageArea, state: string, routes: RouteObject[]): string | null {
  if (!state.startsWith('/') || state.startsWith('//') || state.length > MAX_STATE_LENGTH) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(area + state, 'http://app.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://app.invalid' || !inArea(area, url.pathname)) return null;
  const matches = matchRoutes(routes, url.pathname);
  if (!matches || matches.some((match) => match.route.path === '*')) return null;
  return url.pathname + withoutHostParams(url.search);
}
