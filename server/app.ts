/**
 * createApp(config): the whole server as an Express app, used by main.ts and by the tests.
 * Wiring only: what the surfaces share is assembled once (app-core.ts), then each surface is
 * mounted by its own function, in the order requests should meet them (docs/ARCHITECTURE.md,
 * "Request pipeline"): health → /api/v1 → /api → Connect → Forge → the web client → errors.
 */
import express, { type Express } from 'express';
import type { Config } from './config';
import { createLogger, type Logger } from './logger';
import { pingDatabase, type DatabaseHandle } from './db/database';
import type { HostDirectory } from './products/host-directory';
import type { ConfluenceSite } from './products/confluence-site';
import type { JiraSite } from './products/jira-site';
import type { ConnectAddons } from './hosts/connect/ace';
import type { TenantLifecycleService } from './hosts/connect/tenant-lifecycle-service';
import { frameAncestorSources } from './hosts/connect/allowed-hosts';
import { connectApiTokenVerifier } from './hosts/connect/api-token-credential';
import { connectPageLoads } from './hosts/connect/page-token';
import { mountConnect } from './hosts/connect/mount-connect';
import { forgeInvocationTokenVerifier } from './hosts/forge/invocation-token';
import { mountForge } from './hosts/forge/mount-forge';
import { createFirebaseTokens } from './auth/firebase-tokens';
import { portalTokenVerifier } from './auth/portal-token';
import { apiKeyVerifier } from './auth/api-key';
import { shareLinkVerifier, shareOpener } from './auth/share-link';
import { apiRouter } from './api/api-router';
import { v1Routes } from './api/v1/routes';
import { liveRoutes } from './api/checklists/live-routes';
import { createSecurityHeaders } from './http/security-headers';
import { createRateLimits } from './http/rate-limits';
import { jsonBody } from './http/json-body';
import { createErrorHandler } from './http/error-handler';
import type { ChangeBus } from './services/live/change-bus';
import type { IssueSync } from './services/jira/issue-sync';
import { mountWeb } from './web/mount-web';
import { createManifestSource, type ClientManifest } from './web/client-manifest';
import { forgetOldDeliveries } from './services/jira/jira-events';
import { assembleCore } from './app-core';

/** Signature images are the largest bodies (≤ 512 KB, base64 in JSON). */
const REQUEST_BODY_LIMIT_BYTES = 1024 * 1024;

/** How long a handled Jira delivery is remembered. */
const HANDLED_EVENTS_DAYS = 30;

export interface AppHandle {
  app: Express;
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  addons: ConnectAddons;
  lifecycle: TenantLifecycleService;
  bus: ChangeBus;
  /** The worker that writes Jira's issue property (tests flush it). */
  issueSync: IssueSync;
  /**
   * The periodic clean-up one process runs: uninstalled tenants past their retention, and
   * Jira deliveries handled more than 30 days ago (Jira redelivers for hours, not weeks).
   */
  housekeeping(): Promise<void>;
  /** Ends every open live stream (graceful shutdown: they would hold the server open). */
  endLiveStreams(): void;
  close(): Promise<void>;
}

export interface AppOptions {
  logger?: Logger;
  /** Replace the host directory (tests of code that must not call a host). */
  directory?: HostDirectory;
  /** Replace Jira's REST API (tests of code that must not call a host). */
  jira?: JiraSite;
  /** Replace Confluence's REST API (tests of code that must not call a host). */
  confluence?: ConfluenceSite;
  /** Replace the client build's manifest (HTTP tests run without a client build). */
  manifest?: () => ClientManifest | undefined;
}

export async function createApp(config: Config, options: AppOptions = {}): Promise<AppHandle> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const core = await assembleCore(config, logger, options);
  const { database, tenants, connect, forge, services } = core;
  core.issueSync.start();
  const firebase = createFirebaseTokens(config.firebase);
  const live = liveRoutes(services);
  const headers = createSecurityHeaders(config, frameAncestorSources(config.connectAllowedHosts));
  const limits = createRateLimits();

  const app = express();
  // Must precede any middleware: Express's extended parser breaks qsh on `a[b]=c` parameters.
  app.set('query parser', 'simple');
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.disable('x-powered-by');
  // Every API answer is `no-store`: an ETag (a hash of each body) would be computed for nothing.
  app.set('etag', false);

  app.get('/healthz', headers.resource, async (_req, res) => {
    try {
      await pingDatabase(database.db);
      res.set('Cache-Control', 'no-store').json({ status: 'ok', database: database.dialect });
    } catch (error) {
      logger.error({ err: error }, 'health check failed');
      res.status(503).json({ status: 'unavailable', database: database.dialect });
    }
  });

  app.use(jsonBody(REQUEST_BODY_LIMIT_BYTES));

  // The public REST API (API keys only) before /api, whose credentials it does not take.
  app.use(
    '/api/v1',
    v1Routes({
      services,
      apiKeys: apiKeyVerifier({
        apiKeys: services.repos.apiKeys,
        tenants,
        portal: services.repos.portal,
        logger,
      }),
      baseUrl: config.baseUrl,
      rateLimitPerMinute: config.apiRateLimitPerMinute,
      docsRateLimit: limits.apiDocs,
      headers,
    }),
  );

  const shareLinks = {
    shares: services.repos.shares,
    tenants,
    settings: services.repos.settings,
    logger,
  };
  const openShare = shareOpener(shareLinks);

  // The JSON API first: its requests, most of all, need not pass the hosts' routes.
  app.use(
    '/api',
    apiRouter({
      config,
      deps: services,
      headers,
      limits,
      firebase,
      verifiers: [
        connectApiTokenVerifier({ tenants, directory: services.directory }),
        // Before the portal's: both take Bearer JWTs, this one only Forge's (by `iss`).
        forgeInvocationTokenVerifier({ ...forge.calls, directory: services.directory }),
        portalTokenVerifier({ firebase, portal: services.repos.portal, tenants }),
        shareLinkVerifier(shareLinks),
      ],
      live: live.router,
    }),
  );

  mountConnect(app, {
    config,
    connect,
    tenants,
    services,
    logger,
    rateLimit: limits.connect,
    resourceHeaders: headers.resource,
  });
  mountForge(app, { forge, services, logger, rateLimit: limits.connect });
  mountWeb(app, {
    config,
    logger,
    headers,
    rateLimit: limits.pages,
    manifest: options.manifest ?? createManifestSource(config.nodeEnv === 'development'),
    verifyPageLoad: connectPageLoads(tenants),
    shareOpens: async (shareUid) => (await openShare(shareUid)) !== undefined,
    shareRateLimit: limits.shareByAddress,
  });
  app.use(createErrorHandler(logger));

  return {
    app,
    config,
    logger,
    database,
    addons: connect.addons,
    lifecycle: connect.lifecycle,
    bus: core.bus,
    issueSync: core.issueSync,
    async housekeeping() {
      await connect.lifecycle.purgeExpired();
      await forgetOldDeliveries(services, HANDLED_EVENTS_DAYS);
    },
    endLiveStreams: () => live.closeAll(),
    async close() {
      live.closeAll();
      services.portal.mailer?.close();
      await firebase.close();
      await core.issueSync.stop();
      await core.bus.close();
      await database.close();
    },
  };
}
