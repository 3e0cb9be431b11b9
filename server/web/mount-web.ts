/**
 * The built client, mounted last by app.ts: its assets (immutable, `/assets`), the app shell
 * for every route of the spec's table (page-routes.ts), then a plain 404 for anything else.
 */
import express, { type Express, type RequestHandler } from 'express';
import { join } from 'node:path';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { SecurityHeaders } from '../http/security-headers';
import { CLIENT_DIST_DIR } from '../paths';
import { createPageRoutes, type PageLoadVerifier } from './page-routes';
import type { ClientManifest } from './client-manifest';

export function mountWeb(
  app: Express,
  deps: {
    config: Config;
    logger: Logger;
    headers: SecurityHeaders;
    rateLimit: RequestHandler;
    manifest: () => ClientManifest | undefined;
    verifyPageLoad: PageLoadVerifier;
    shareOpens: (shareUid: string) => Promise<boolean>;
    shareRateLimit: RequestHandler;
  },
): void {
  const { headers } = deps;
  app.use(
    '/assets',
    headers.resource,
    express.static(join(CLIENT_DIST_DIR, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: false,
    }),
  );
  app.use(
    createPageRoutes({
      config: deps.config,
      verifyPageLoad: deps.verifyPageLoad,
      shareOpens: deps.shareOpens,
      shareRateLimit: deps.shareRateLimit,
      manifest: deps.manifest,
      headers,
      rateLimit: deps.rateLimit,
      logger: deps.logger,
    }),
  );
  app.use(headers.resource, (_req, res) => {
    res.status(404).type('text').send('Not found');
  });
}
