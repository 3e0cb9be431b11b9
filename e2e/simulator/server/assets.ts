/**
 * Static parts of the host page: jQuery, AUI, Atlassian's connect-host.js, our glue
 * (bundled with esbuild at start), and the app's `all.js` = connect-js's iframe.js + shim.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import express, { Router } from 'express';
import { bundleBrowserScript } from './browser-bundle';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

const bundle = (entry: string) =>
  bundleBrowserScript(join(import.meta.dirname, '..', 'browser', entry));

export interface Assets {
  router: Router;
}

export async function loadAssets(): Promise<Assets> {
  const connectDist = join(packageDir('atlassian-connect-js'), 'dist');
  const [hostSim, shim] = await Promise.all([bundle('host-sim.ts'), bundle('all-shim.ts')]);
  const allJs = `${readFileSync(join(connectDist, 'iframe.js'), 'utf8')}\n;${shim}`;

  const router = Router();
  const js = (body: string) => (_req: express.Request, res: express.Response) => {
    res.set({
      'Content-Type': 'application/javascript; charset=utf-8',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'no-cache',
    });
    res.send(body);
  };
  router.get('/atlassian-connect/all.js', js(allJs));
  router.get('/atlassian-connect/all-debug.js', js(allJs));
  router.get('/sim-assets/host-sim.js', js(hostSim));
  router.use('/vendor/connect', express.static(connectDist));
  router.use('/vendor/jquery', express.static(join(packageDir('jquery'), 'dist')));
  router.use('/vendor/aui', express.static(join(packageDir('@atlassian/aui'), 'dist', 'aui')));
  return { router };
}
