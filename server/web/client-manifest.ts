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
  /** The Jira issue panel's light entry (its route is `/jira/view`), when built. */
  issuePanel?: { entry: string; preload: string[]; styles: string[]; deferredStyles: string[] };
}

/** The pages served by the light issue-panel entry instead of the app. */
export const ISSUE_PANEL_PATHS = ['/jira/view'];

/** The manifest a page loads: the light entry's for the issue panel, else the app's. */
export function manifestFor(manifest: ClientManifest, path: string): ClientManifest {
  return manifest.issuePanel && ISSUE_PANEL_PATHS.includes(path)
    ? { ...manifest.issuePanel }
    : manifest;
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
