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
