/**
 * Descriptors, their translations and the app icon, for both apps:
 * /atlassian-connect.json (also /confluence/atlassian-connect.json), /jira/atlassian-connect.json.
 */
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { join } from 'node:path';
import { buildDescriptor, APP_PATH_PREFIX, CONNECT_PRODUCTS } from './descriptors';
import { DESCRIPTOR_TRANSLATIONS } from './descriptor-i18n';
import { SERVER_PUBLIC_DIR } from '../../paths';

const ICON_FILE = join(SERVER_PUBLIC_DIR, 'checklists-icon.svg');

export function createDescriptorRoutes(baseUrl: string, middleware: RequestHandler[]): Router {
  const router = Router();
  for (const product of CONNECT_PRODUCTS) {
    const descriptor = buildDescriptor(product, baseUrl);
    const prefix = APP_PATH_PREFIX[product];
    const paths = [`${prefix}/atlassian-connect.json`];
    if (product === 'confluence') paths.push('/confluence/atlassian-connect.json');
    router.get(paths, middleware, (_req: Request, res: Response) => {
      res.set('Cache-Control', 'no-cache').json(descriptor);
    });
    router.get(`${prefix}/i18n/:file`, middleware, (req: Request, res: Response) => {
      const locale = req.params.file?.replace(/\.json$/, '');
      const table =
        locale === 'en-US' || locale === 'de-DE' ? DESCRIPTOR_TRANSLATIONS[locale] : undefined;
      if (!table) {
        res.status(404).end();
        return;
      }
      res.set('Cache-Control', 'public, max-age=3600').json(table);
    });
    router.get(
      `${prefix}/static/checklists-icon.svg`,
      middleware,
      (_req: Request, res: Response) => {
        res.set('Cache-Control', 'public, max-age=86400').type('image/svg+xml').sendFile(ICON_FILE);
      },
    );
  }
  return router;
}
