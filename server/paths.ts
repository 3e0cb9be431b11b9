import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the nearest folder above this module with a package.json. */
function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

// Works from the sources (tsx, vitest) and from the bundle in dist/server alike.
export const PROJECT_ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));
export const CLIENT_DIST_DIR = join(PROJECT_ROOT, 'dist', 'client');
export const SERVER_PUBLIC_DIR = join(PROJECT_ROOT, 'server', 'public');
