/**
 * What the client build produced (scripts/build-client.ts writes dist/client/manifest.json):
 * the entry script, its stylesheets and the chunks to preload.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_DIST_DIR } from '../paths';

export interface ClientManifest {
  entry: string;
  styles: string[];
  preload: string[];
  /** Stylesheets fetched but applied only when the page asks (client/lib/deferred-styles.ts). */
  deferredStyles?: string[];
  /** The light entries (the Jira issue panel's, the macro's) by name, when built. */
  light?: Partial<Record<LightEntry, LightManifest>>;
}

export interface LightManifest {
  entry: string;
  preload: string[];
  styles: string[];
  deferredStyles: string[];
}

export type LightEntry = 'issuePanel' | 'macroView' | 'share';

/** The pages served by a light entry instead of the app. */
export const LIGHT_PATHS: Record<string, LightEntry> = {
  '/jira/view': 'issuePanel',
  '/macro/view': 'macroView',
  // Every share page (/s/:shareUid) asks for `/s`.
  '/s': 'share',
};

/** The manifest a page loads: its light entry's where it has one, else the app's. */
export function manifestFor(manifest: ClientManifest, path: string): ClientManifest {
  const name = Object.hasOwn(LIGHT_PATHS, path) ? LIGHT_PATHS[path] : undefined;
  const light = name ? manifest.light?.[name] : undefined;
  return light ? { ...light } : manifest;
}

export function readClientManifest(): ClientManifest | undefined {
  try {
    return JSON.parse(
      readFileSync(join(CLIENT_DIST_DIR, 'manifest.json'), 'utf8'),
    ) as ClientManifest;
  } catch {
    return undefined;
  }
}

/**
 * In development the client is rebuilt while the server runs, so the manifest is read per
 * page; elsewhere once.
 */
export function createManifestSource(reread: boolean): () => ClientManifest | undefined {
  if (reread) return readClientManifest;
  let cached: ClientManifest | undefined;
  return () => (cached ??= readClientManifest());
}
