/**
 * The two Connect apps derive from one source, `atlassian-connect.json` at the repository
 * root: `common` plus the product's part, with `baseUrl` set from BASE_URL.
 * Confluence: baseUrl = BASE_URL; Jira: baseUrl = BASE_URL/jira (docs/CONNECT.md).
 */
import source from '../../../atlassian-connect.json' with { type: 'json' };

export const CONNECT_PRODUCTS = ['confluence', 'jira'] as const;
export type ConnectProduct = (typeof CONNECT_PRODUCTS)[number];

/** Path prefix of each app under BASE_URL. */
export const APP_PATH_PREFIX: Record<ConnectProduct, string> = { confluence: '', jira: '/jira' };

export interface Descriptor {
  key: string;
  name: string;
  baseUrl: string;
  lifecycle: Record<'installed' | 'uninstalled' | 'enabled' | 'disabled', string>;
  scopes: string[];
  modules: Record<string, unknown>;
  [field: string]: unknown;
}

export function appBaseUrl(product: ConnectProduct, baseUrl: string): string {
  return `${baseUrl}${APP_PATH_PREFIX[product]}`;
}

export function buildDescriptor(product: ConnectProduct, baseUrl: string): Descriptor {
  const productPart = source[product];
  return {
    ...structuredClone(source.common),
    ...structuredClone(productPart),
    key: productPart.key,
    baseUrl: appBaseUrl(product, baseUrl),
    links: { self: `${appBaseUrl(product, baseUrl)}/atlassian-connect.json`, homepage: baseUrl },
  } as Descriptor;
}

export const APP_KEYS: Record<ConnectProduct, string> = {
  confluence: source.confluence.key,
  jira: source.jira.key,
};

/**
 * Which app a request path belongs to, and the path relative to that app's base URL
 * (what `qsh` is computed over). Everything under /jira/ belongs to the Jira app.
 */
export function appForPath(path: string): { product: ConnectProduct; relativePath: string } {
  if (path === '/jira' || path.startsWith('/jira/')) {
    return { product: 'jira', relativePath: path.slice('/jira'.length) || '/' };
  }
  return { product: 'confluence', relativePath: path };
}
