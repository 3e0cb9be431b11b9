/**
 * The two Forge apps as the simulator installs them: each app's folder under dist/forge
 * (manifest.yml, locales, the Custom UI resources), read at start. Ids of the installations,
 * the sites' cloud ids and the environments are derived from the site's name, so they stay the
 * same across restarts (the app keys its tenants on the installation id).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';

export type ForgeProduct = 'jira' | 'confluence';
export const FORGE_PRODUCTS: readonly ForgeProduct[] = ['jira', 'confluence'];

/** One entry of a manifest's `modules` (any module type). */
export interface ManifestModule {
  key: string;
  resource?: string;
  resolver?: { endpoint?: string };
  title?: unknown;
  route?: string;
  pages?: { title?: unknown; route: string }[];
  endpoint?: string;
  events?: string[];
  expression?: string;
  errorMessage?: unknown;
  config?: { resource?: string; title?: unknown; viewportSize?: unknown; openOnInsert?: boolean };
  create?: { resource: string };
  edit?: { resource: string };
  view?: { resource: string };
  [field: string]: unknown;
}

export interface ForgeManifest {
  app: { id: string };
  modules: Record<string, ManifestModule[]>;
  resources?: { key: string; path: string }[];
}

export interface ForgeApp {
  product: ForgeProduct;
  /** `ari:cloud:ecosystem::app/<uuid>` */
  id: string;
  dir: string;
  manifest: ForgeManifest;
  /** Resource key → its folder (absolute). */
  resources: Map<string, string>;
  /** Locale (`en-US`, `de-DE`) → the manifest's translations. */
  translations: Map<string, Record<string, unknown>>;
}

/** A uuid made from a name: the same name gives the same uuid. */
export function stableUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const cloudIdOf = (site: string) => stableUuid(`sim-cloud:${site}`);
export const installationIdOf = (site: string, product: ForgeProduct) =>
  `ari:cloud:ecosystem::installation/${stableUuid(`sim-installation:${site}:${product}`)}`;
export const environmentIdOf = (site: string) => stableUuid(`sim-environment:${site}`);

/** Reads `<dir>/<product>/manifest.yml` and what it names; undefined when it is not built. */
export function loadForgeApp(dir: string, product: ForgeProduct): ForgeApp | undefined {
  const appDir = resolve(dir, product);
  const file = join(appDir, 'manifest.yml');
  if (!existsSync(file)) return undefined;
  const manifest = parse(readFileSync(file, 'utf8')) as ForgeManifest;
  const resources = new Map(
    (manifest.resources ?? []).map((r) => [r.key, join(appDir, r.path)] as const),
  );
  const translations = new Map<string, Record<string, unknown>>();
  for (const locale of ['en-US', 'de-DE']) {
    const path = join(appDir, 'locales', `${locale}.json`);
    if (existsSync(path))
      translations.set(locale, JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>);
  }
  return { product, id: manifest.app.id, dir: appDir, manifest, resources, translations };
}

/** Every module of an app with its type. */
export function modulesOf(app: ForgeApp): { type: string; module: ManifestModule }[] {
  return Object.entries(app.manifest.modules).flatMap(([type, list]) =>
    type === 'endpoint' ? [] : list.map((module) => ({ type, module })),
  );
}

export function findModule(
  app: ForgeApp | undefined,
  key: string,
): { type: string; module: ManifestModule } | undefined {
  return app ? modulesOf(app).find((m) => m.module.key === key) : undefined;
}

/** The route path of an endpoint (`endpoint` modules), e.g. `/forge/jira/installed`. */
export function endpointPath(app: ForgeApp, endpointKey: string): string | undefined {
  const endpoint = (app.manifest.modules.endpoint ?? []).find((e) => e.key === endpointKey) as
    { route?: { path?: string } } | undefined;
  return endpoint?.route?.path;
}

interface EndpointAuth {
  appSystemToken?: { enabled?: boolean };
  appUserToken?: { enabled?: boolean };
}

/**
 * The tokens Forge sends with a UI module's remote call: its resolver endpoint's `auth`
 * (`appSystemToken`, `appUserToken`), or the app's endpoint without a route when the frame is
 * not a module of the manifest (a modal's resource).
 */
export function uiEndpointAuth(
  app: ForgeApp,
  moduleKey: string,
): { system: boolean; user: boolean } {
  const endpoints = (app.manifest.modules.endpoint ?? []) as (ManifestModule & {
    auth?: EndpointAuth;
    route?: unknown;
  })[];
  const key = findModule(app, moduleKey)?.module.resolver?.endpoint;
  const endpoint = endpoints.find((e) => (key ? e.key === key : e.route === undefined));
  return {
    system: endpoint?.auth?.appSystemToken?.enabled === true,
    user: endpoint?.auth?.appUserToken?.enabled === true,
  };
}

/** The endpoint path of the trigger for `event`. */
export function triggerPath(app: ForgeApp, event: string): string | undefined {
  const trigger = (app.manifest.modules.trigger ?? []).find((t) => t.events?.includes(event));
  return trigger?.endpoint ? endpointPath(app, trigger.endpoint) : undefined;
}

/** A text of the manifest (`"…"` or `{ i18n: key }`) in a locale, falling back to en-US. */
export function manifestText(app: ForgeApp, value: unknown, locale: string): string {
  if (typeof value === 'string') return value;
  const key = (value as { i18n?: string } | undefined)?.i18n;
  if (!key) return '';
  const lookup = (table: Record<string, unknown> | undefined): string | undefined => {
    if (!table) return undefined;
    if (typeof table[key] === 'string') return table[key];
    let node: unknown = table;
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return typeof node === 'string' ? node : undefined;
  };
  const forgeLocale = locale.replace('_', '-');
  return lookup(app.translations.get(forgeLocale)) ?? lookup(app.translations.get('en-US')) ?? key;
}
