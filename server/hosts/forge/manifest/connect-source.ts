/**
 * The Connect descriptors' source (atlassian-connect.json), read by the Forge manifests'
 * builder: the module a table row names, its texts as Forge texts, its URL as a remote route.
 * Read only; the Connect apps themselves are built by server/hosts/connect/descriptors.ts.
 */
import source from '../../../../atlassian-connect.json' with { type: 'json' };
import type { ConnectRef, ForgeApp } from './module-table';

export interface ConnectText {
  value: string;
  i18n?: string;
}

/** The fields of a Connect module the Forge manifests take over. */
export interface ConnectModule {
  key?: string;
  event?: string;
  url?: string;
  name?: ConnectText;
  description?: ConnectText;
  tooltip?: ConnectText;
  icon?: { url: string };
  target?: { url?: string };
  editor?: { url?: string; editTitle?: ConnectText; width?: string; height?: string };
  outputType?: 'block' | 'inline';
  bodyType?: 'none' | 'rich-text' | 'plain-text';
  triggered?: { url: string };
  create?: { url: string };
  edit?: { url: string };
  view?: { url: string };
  expression?: string;
  errorMessage?: ConnectText;
  entityType?: 'issue' | 'project' | 'user';
  keyConfigurations?: {
    propertyKey: string;
    extractions: { objectName: string; type: string; alias?: string }[];
  }[];
}

/** Forge text: the Connect i18n key where there is one, else the Connect value. */
export type ForgeText = string | { i18n: string };

/** The Connect modules of a product's app, by collection (`modules` of its descriptor). */
export function connectModules(app: ForgeApp): Record<string, ConnectModule[]> {
  return source[app].modules as unknown as Record<string, ConnectModule[]>;
}

/** Each module of a product's app as the [collection, key] a table row names it by. */
export function allConnectRefs(app: ForgeApp): ConnectRef[] {
  const refs: ConnectRef[] = Object.entries(connectModules(app)).flatMap(([collection, list]) =>
    list.map((module): ConnectRef => [collection, module.key ?? module.event ?? '']),
  );
  return [...refs, ['lifecycle', 'installed']];
}

/** The Connect module a table row names; throws when the descriptor has none. */
export function connectModule(app: ForgeApp, [collection, key]: ConnectRef): ConnectModule {
  if (collection === 'lifecycle') {
    const url = (source.common.lifecycle as Record<string, string | undefined>)[key];
    if (url) return { key, url };
  }
  const found = connectModules(app)[collection]?.find((m) => (m.key ?? m.event) === key);
  if (!found) throw new Error(`atlassian-connect.json has no ${app} ${collection} "${key}"`);
  return found;
}

export function forgeText(text: ConnectText | undefined, what: string): ForgeText {
  if (!text) throw new Error(`the Connect module has no ${what}`);
  return text.i18n ? { i18n: text.i18n } : text.value;
}

/** The path of a Connect URL (`/workflow/x/triggered?a={b}` → `/workflow/x/triggered`). */
export function connectPath(url: string | undefined): string {
  if (!url) throw new Error('the Connect module has no URL');
  return url.split('?')[0] ?? url;
}

export const CONNECT_APP_DESCRIPTION: string = source.common.description;
export const CONNECT_LICENSING: boolean = source.common.enableLicensing;
