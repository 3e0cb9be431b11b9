/**
 * The Forge apps' surface, mounted by app.ts: the product events and post functions our
 * manifests' endpoints name (event-routes.ts). The Forge credential verifier of /api
 * (invocation-token.ts) is handed to /api by app.ts.
 */
import type { Express, RequestHandler } from 'express';
import type { Logger } from '../../logger';
import type { ServiceDeps } from '../../services/service-deps';
import type { ForgeHost } from './forge-host';
import { forgeEventRoutes } from './event-routes';

export function mountForge(
  app: Express,
  deps: { forge: ForgeHost; services: ServiceDeps; logger: Logger; rateLimit: RequestHandler },
): void {
  app.use(
    forgeEventRoutes({
      calls: deps.forge.calls,
      services: deps.services,
      logger: deps.logger,
      rateLimit: deps.rateLimit,
    }),
  );
}
