/**
 * The Forge site's endpoints for the app and for tests: the JWKS the app verifies invocation
 * tokens with (`/forge/jwks.json`, its FORGE_JWKS_URL), `GET /sim/forge/state` (installations,
 * the CDN, the apps' ids) and `POST /sim/forge/installed/:product` (delivers
 * `avi:forge:installed:app` again). No endpoint shows a token or the private key.
 */
import { Router } from 'express';
import type { SiteRuntime } from '../server/context';
import type { ForgeHost } from './forge-host';
import { FORGE_PRODUCTS, type ForgeProduct } from './forge-apps';
import { jwksOf } from './forge-tokens';
import { installForgeApp } from './forge-install';

export function forgeSimRoutes(
  forge: ForgeHost,
  site: SiteRuntime,
  log: (line: string) => void,
): Router {
  const router = Router();
  router.get('/forge/jwks.json', (_req, res) => {
    res.set('Cache-Control', 'max-age=60').json(jwksOf(forge.key));
  });
  router.get('/sim/forge/state', (_req, res) => {
    res.json({
      site: site.name,
      cdn: forge.cdnOrigin,
      apps: FORGE_PRODUCTS.map((product) => ({ product, id: forge.app(product)?.id ?? null })),
      installations: FORGE_PRODUCTS.flatMap((product) => {
        const i = forge.installation(site.name, product);
        return i
          ? [
              {
                product,
                installationId: i.installationId,
                cloudId: i.cloudId,
                apiBaseUrl: i.apiBaseUrl,
                environmentId: i.environmentId,
                lastResult: i.lastResult,
              },
            ]
          : [];
      }),
    });
  });
  router.post('/sim/forge/installed/:product', async (req, res) => {
    const product = req.params.product as ForgeProduct;
    if (!FORGE_PRODUCTS.includes(product))
      return void res.status(400).json({ error: 'jira|confluence' });
    res.json({ statuses: await installForgeApp(forge, site, product, log) });
  });
  return router;
}
