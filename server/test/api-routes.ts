/**
 * Every route of the JSON API, read from the app's own routers, so a test that must cover
 * every route notices a new one.
 */
import type { Express } from 'express';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ApiRoute {
  method: HttpMethod;
  /** The route's pattern under /api, e.g. `/checklists/:uid/skip`. */
  path: string;
}

interface Layer {
  name: string;
  regexp: RegExp;
  route?: { path: string | string[]; methods: Partial<Record<HttpMethod, boolean>> };
  handle: { stack?: Layer[] };
}

const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

function collect(stack: Layer[], routes: ApiRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths) {
        for (const method of METHODS) {
          if (layer.route.methods[method]) routes.push({ method, path });
        }
      }
    } else if (layer.name === 'router' && layer.handle.stack && layer.regexp.test('/')) {
      // Routers mounted without a path inside /api (one per resource).
      collect(layer.handle.stack, routes);
    }
  }
}

export function apiRoutes(app: Express): ApiRoute[] {
  const stack = (app as unknown as { _router: { stack: Layer[] } })._router.stack;
  // The router mounted at /api, not one mounted at the root (health, metrics) that sees every path.
  const api = stack.find(
    (layer) =>
      layer.name === 'router' && layer.regexp.test('/api/') && !layer.regexp.test('/elsewhere'),
  );
  if (!api?.handle.stack) throw new Error('no /api router');
  const routes: ApiRoute[] = [];
  collect(api.handle.stack, routes);
  return routes;
}

/** The routes that change something: what a refused request must leave untouched. */
export const writeRoutes = (app: Express): ApiRoute[] =>
  apiRoutes(app).filter((route) => route.method !== 'get');
