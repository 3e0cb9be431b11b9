/**
 * The Connect apps' surface, mounted by app.ts: the descriptors, the lifecycle callbacks
 * (RS256, ACE), Jira's webhooks and workflow post functions, and Confluence's render modes.
 * Everything is rate-limited per address: none of it needs an Atlassian session.
 * The Connect credential verifier of /api (api-token-credential.ts) and the page-load verifier
 * of the app shell (page-token.ts) are handed to those surfaces by app.ts.
 */
import type { Express, RequestHandler } from 'express';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { TenantsRepository } from '../../db/repositories/tenants-repository';
import type { ServiceDeps } from '../../services/service-deps';
import type { ConnectHost } from './connect-host';
import { createDescriptorRoutes } from './descriptor-routes';
import { createLifecycleRoutes } from './lifecycle-routes';
import { jiraEventRoutes } from './jira-event-routes';
import { confluenceRenderRoutes } from './confluence-render-routes';

export function mountConnect(
  app: Express,
  deps: {
    config: Config;
    connect: ConnectHost;
    tenants: TenantsRepository;
    services: ServiceDeps;
    logger: Logger;
    rateLimit: RequestHandler;
    resourceHeaders: RequestHandler;
  },
): void {
  const { config, connect, tenants, services, logger, rateLimit } = deps;
  app.use(createDescriptorRoutes(config.baseUrl, [deps.resourceHeaders, rateLimit]));
  app.use(
    createLifecycleRoutes({
      addons: connect.addons,
      lifecycle: connect.lifecycle,
      allowedHosts: config.connectAllowedHosts,
      logger,
      rateLimit,
    }),
  );
  app.use(jiraEventRoutes({ tenants, rateLimit, services, logger }));
  app.use(confluenceRenderRoutes({ tenants, rateLimit, services }));
}
