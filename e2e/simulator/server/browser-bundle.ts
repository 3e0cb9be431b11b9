/**
 * Bundles a browser script of the simulator with esbuild at start (an IIFE for the host pages
 * and frames): the Connect sites' (assets.ts) and the Forge site's (../forge/forge-bundle.ts).
 */
import * as esbuild from 'esbuild';

export async function bundleBrowserScript(entryPath: string): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [entryPath],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    logLevel: 'warning',
  });
  return result.outputFiles[0]?.text ?? '';
}
