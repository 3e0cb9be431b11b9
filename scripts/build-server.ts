/** Bundles the server into dist/server/main.js; npm packages stay external. */
import * as esbuild from 'esbuild';
import { basename, join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

/**
 * `outfile` elsewhere than dist/ for tests that run a bundle of their own; the result's
 * metafile names what the bundle imports from npm (deploy's check of the image's packages).
 */
export async function buildServer(outfile = 'dist/server/main.js'): Promise<esbuild.Metafile> {
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ['server/main.ts'],
    outfile,
    metafile: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  return result.metafile;
}

if (basename(process.argv[1] ?? '') === 'build-server.ts') {
  await buildServer();
  console.log('Server built → dist/server/main.js');
}
