/** The Forge mode's browser scripts, bundled with esbuild at start (as ../server/assets.ts does). */
import { join } from 'node:path';
import * as esbuild from 'esbuild';

export async function bundleForgeScript(entry: string): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [join(import.meta.dirname, 'browser', entry)],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    logLevel: 'warning',
  });
  return result.outputFiles[0]?.text ?? '';
}
