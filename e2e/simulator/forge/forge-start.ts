/**
 * Forge mode's start (simulator.ts calls it when a site is a Forge site): reads both apps from
 * dist/forge, starts the Forge CDN on its own port, and gives simulator.ts the routes of each
 * Forge site and the installer. See the README's "Forge mode".
 */
import { createServer, type Server } from 'node:http';
import type { Router } from 'express';
import type { SigningKey } from '../lib/signing-key';
import type { SimContext, SiteRuntime } from '../server/context';
import type { SimControls } from '../server/sim-routes';
import { FORGE_PRODUCTS, loadForgeApp, type ForgeApp, type ForgeProduct } from './forge-apps';
import { ForgeHost, registerForgeHost } from './forge-host';
import { cdnApp, forgeCdn } from './forge-cdn';
import { forgeHostScript, forgeSiteRoutes } from './forge-site';
import { installForgeApp } from './forge-install';

export interface ForgeStart {
  host: ForgeHost;
  cdn: Server;
  hostScript: Router;
  routes(site: SiteRuntime, controls: SimControls): Router[];
  install(site: SiteRuntime): Promise<void>;
}

export async function startForge(
  sim: SimContext,
  key: SigningKey,
  sites: SiteRuntime[],
  options: { host: string; cdnPort: number; dir: string; log: (line: string) => void },
): Promise<ForgeStart> {
  const apps = new Map<ForgeProduct, ForgeApp>();
  for (const product of FORGE_PRODUCTS) {
    const app = loadForgeApp(options.dir, product);
    if (app) apps.set(product, app);
    else options.log(`Forge: ${options.dir}/${product}/manifest.yml is missing (npm run build)`);
  }
  const forge = new ForgeHost(sim, key, apps, '');
  registerForgeHost(sim, forge);
  const forgeOrigins = () => sites.filter((s) => s.forge).map((s) => s.origin);
  const cdn = createServer(cdnApp(await forgeCdn(forge, forgeOrigins)));
  await new Promise<void>((resolve, reject) => {
    cdn.once('error', reject);
    cdn.listen(options.cdnPort, options.host, resolve);
  });
  const address = cdn.address();
  const port = address && typeof address === 'object' ? address.port : options.cdnPort;
  forge.cdnOrigin = `http://${options.host}:${port}`;
  const hostScript = await forgeHostScript();
  return {
    host: forge,
    cdn,
    hostScript,
    routes: (site, controls) => forgeSiteRoutes(sim, forge, site, controls, options.log),
    async install(site) {
      for (const product of FORGE_PRODUCTS)
        await installForgeApp(forge, site, product, options.log);
    },
  };
}
