/**
 * Top-level paths of the spec's route table (docs/PRODUCT.md, "Screens and routes"). The server answers each with the
 * app shell; the client's router does the rest.
 */
import type { Language } from './language';
export const SHELL_ROUTE_PREFIXES = [
  '/web',
  '/macro',
  '/jira',
  '/confluence',
  '/shared',
  '/external',
  '/s',
  '/usersettings',
  '/no-overview',
  '/settings-not-loaded',
  '/examples',
  '/info',
] as const;

/** Routes only the portal (a plain browser tab) uses: they may never be framed. */
export const STANDALONE_ROUTE_PREFIXES = ['/web', '/s', '/external', '/usersettings'] as const;

const matches = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function isShellRoute(path: string): boolean {
  return path === '/' || SHELL_ROUTE_PREFIXES.some((prefix) => matches(path, prefix));
}

export function isStandaloneRoute(path: string): boolean {
  return path === '/' || STANDALONE_ROUTE_PREFIXES.some((prefix) => matches(path, prefix));
}

/** What the server hands the client in the shell page (`#checklists-boot`). */
export interface BootData {
  environment: 'development' | 'test' | 'production';
  connectJsUrl: string;
  /** Session token for the API, present when the page load carried a verified host token. */
  sessionToken: string | null;
  /**
   * The language the person chose (user settings) or else the site's default (global
   * settings), when the page load named the person; otherwise the client applies the spec's
   * rule (shared/language.ts, pickLanguage).
   */
  language?: Language;
  /** The product whose app served this page, if any. */
  product: 'jira' | 'confluence' | null;
  /** Show /info and the test route (development, or ?info=true in other environments). */
  infoRoutes: boolean;
  firebase: {
    projectId: string;
    apiKey: string | null;
    authDomain: string | null;
    emulatorHost: string | null;
  };
  /**
   * The host the page runs in: Connect (the server's shell page, `AP`) unless a Forge Custom UI
   * resource says `forge` (scripts/build-forge-resources.ts; docs/FORGE.md, "Custom UI").
   */
  host?: 'connect' | 'forge';
  /**
   * Forge only: each module key (`<module>/<route|create|edit|view|config>` where a module has
   * several screens) → the URL of the screen it shows, with `{context.vars}` to fill in from
   * the Forge context (dist/forge/<app>/module-screens.json).
   */
  forgeScreens?: Record<string, string>;
}

export const BOOT_ELEMENT_ID = 'checklists-boot';
