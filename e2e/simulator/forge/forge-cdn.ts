/**
 * The "Forge CDN": its own origin serving each app's Custom UI resources from dist/forge
 * (`/<product>/<resource>/…`), as Forge serves a deployed resource. `index.html` gets the
 * bridge (`/__forge-sim/frame-bridge.js`, defining `window.__bridge`) as the first element of
 * <head>, as the Forge CLI injects its bridge; `?host=` names the host page's origin (one of
 * the Forge sites). Every answer carries a CSP like Forge's: scripts and connections only to
 * this origin (the app reaches its remote through the bridge), styles inline allowed
 * (`permissions.content.styles: unsafe-inline`), framed only by the Forge sites.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import express, { Router, type Response } from 'express';
import type { ForgeHost } from './forge-host';
import type { ForgeProduct } from './forge-apps';
import { bundleForgeScript } from './forge-bundle';

export const BRIDGE_SCRIPT_PATH = '/__forge-sim/frame-bridge.js';

/** `index.html` with the bridge script first in <head>. */
export function injectBridge(html: string, scriptUrl: string): string {
  const tag = `<script src="${scriptUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"></script>`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head)
    return (
      html.slice(0, head.index + head[0].length) + tag + html.slice(head.index + head[0].length)
    );
  return `<head>${tag}</head>${html}`;
}

export async function forgeCdn(forge: ForgeHost, hostOrigins: () => string[]): Promise<Router> {
  const bridge = await bundleForgeScript('frame-bridge.ts');
  const router = Router();
  const csp = () =>
    [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "connect-src 'self'",
      `frame-ancestors ${hostOrigins().join(' ')}`,
    ].join('; ');
  router.use((_req, res, next) => {
    res.set({ 'Content-Security-Policy': csp(), 'Cache-Control': 'no-cache' });
    next();
  });
  router.get(BRIDGE_SCRIPT_PATH, (_req, res) => {
    res.type('application/javascript').send(bridge);
  });

  const folder = (product: string, resource: string) =>
    forge.app(product as ForgeProduct)?.resources.get(resource);
  const sendIndex = (dir: string, host: string, res: Response) => {
    const file = join(dir, 'index.html');
    if (!existsSync(file)) return void res.status(404).type('text').send('No index.html');
    const origin = hostOrigins().includes(host) ? host : (hostOrigins()[0] ?? '*');
    const script = `${BRIDGE_SCRIPT_PATH}?host=${encodeURIComponent(origin)}`;
    res.type('html').send(injectBridge(readFileSync(file, 'utf8'), script));
  };

  router.get(['/:product/:resource/', '/:product/:resource/index.html'], (req, res) => {
    const dir = folder(String(req.params.product), String(req.params.resource));
    if (!dir) return void res.status(404).type('text').send('No such resource');
    sendIndex(dir, String(req.query.host ?? ''), res);
  });
  // Translations, as the CLI copies them into every resource (`__LOCALES__/<locale>.json`).
  router.get('/:product/:resource/__LOCALES__/:file', (req, res) => {
    const app = forge.app(req.params.product as ForgeProduct);
    const locale = req.params.file.replace(/\.json$/, '');
    const table = app?.translations.get(locale);
    if (!table) return void res.status(404).json({});
    res.json(table);
  });
  router.use('/:product/:resource', (req, res, next) => {
    const dir = folder(String(req.params.product), String(req.params.resource));
    if (!dir) return void res.status(404).type('text').send('No such resource');
    const path = normalize(join(dir, decodeURIComponent(req.path)));
    if (!path.startsWith(dir + sep) || !existsSync(path) || !statSync(path).isFile()) return next();
    res.sendFile(path);
  });
  router.use((_req, res) => void res.status(404).type('text').send('Not found'));
  return router;
}

export function cdnApp(router: Router): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(router);
  return app;
}
