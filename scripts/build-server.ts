/** Bundles the server into dist/server/main.js; npm packages stay external. */
import * as esbuild from 'esbuild';
import { basename, join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

export async function buildServer(): Promise<void> {
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ['server/main.ts'],
    outfile: 'dist/server/main.js',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (basename(process.argv[1] ?? '') === 'build-server.ts') {
  await buildServer();
  console.log('Server built → dist/server/main.js');
}
