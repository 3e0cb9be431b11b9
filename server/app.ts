/**
 * createApp(config): the whole server as an Express app, used by main.ts and by the tests.
 * Wiring only: what the surfaces share is assembled once (app-core.ts), then each surface is
 * mounted by its own function, in the order requests should meet them (docs/ARCHITECTURE.md,
 * "Request pipeline"): health → /api/v1 → /api → Connect → Forge → the web client → errors.
 */
import express, { type Express, type Response } from 'express';
import type { Config } from './config';
import { createLogger, type Logger } from './logger';
import type { DatabaseHandle } from './db/database';
import type { HostDirectory } from './products/host-directory';
import type { ConfluenceSite } from './products/confluence-site';
import type { JiraSite } from './products/jira-site';
import type { ConnectAddons } from './hosts/connect/ace';
import type { TenantLifecycleService } from './hosts/connect/tenant-lifecycle-service';
import { frameAncestorSources } from './hosts/connect/allowed-hosts';
import { connectApiTokenVerifier } from './hosts/connect/api-token-credential';
import { connectPageLoads } from './hosts/connect/page-token';
import { pageLanguage } from './services/preferences/page-language';
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
import { sharedStoreFactory } from './http/rate-limit-store';
import { createRateLimitsRepository } from './db/repositories/rate-limits-repository';
import { jsonBody } from './http/json-body';
import { createErrorHandler } from './http/error-handler';
import { healthRoutes } from './http/health';
import { metricsRoutes, requestTiming } from './http/metrics-routes';
import { requestIds } from './http/request-id';
import { createMetrics, type Metrics } from './lib/metrics';
import { outboxLagMs } from './db/readiness';
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
  /** This process's Prometheus metrics (served at /metrics). */
  metrics: Metrics;
  /** The worker that writes Jira's issue property (tests flush it). */
  issueSync: IssueSync;
  /**
   * The periodic clean-up one process runs: uninstalled tenants past their retention, Jira
   * deliveries handled more than 30 days ago (Jira redelivers for hours, not weeks), and the
   * shared rate-limit windows that have ended.
   */
  housekeeping(): Promise<void>;
  /**
   * Graceful shutdown begins: /readyz answers 503 `stopping`, answers ask their clients to
   * close the connection, and every open live stream ends with a reconnect hint (they would
   * hold the server open). Running requests finish.
   */
  beginShutdown(): void;
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
  const metrics = createMetrics();
  const core = await assembleCore(config, logger, options, metrics);
  const { database, tenants, connect, forge, services } = core;
  core.issueSync.start();
  const firebase = createFirebaseTokens(config.firebase);
  const live = liveRoutes(services);
  const headers = createSecurityHeaders(config, frameAncestorSources(config.connectAllowedHosts));
  const counters = createRateLimitsRepository(database.db);
  const limits = createRateLimits({
    apiKeyPerMinute: config.apiRateLimitPerMinute,
    // Several processes may share a PostgreSQL: their limits count together.
    ...(database.dialect === 'postgres' ? { store: sharedStoreFactory(counters) } : {}),
    onRefused: (limit) => metrics.rateLimitRefusals.inc({ limit }),
  });
  metrics.watch({
    liveConnections: () => live.count(),
    pool: () => database.poolStats(),
    async outbox() {
      const row = await database.db
        .selectFrom('jira_issue_sync')
        .select((eb) => eb.fn.countAll<number>().as('entries'))
        .executeTakeFirst();
      return {
        entries: Number(row?.entries ?? 0),
        lagMs: await outboxLagMs(database.db, Date.now()),
      };
    },
  });

  const app = express();
  // Must precede any middleware: Express's extended parser breaks qsh on `a[b]=c` parameters.
  app.set('query parser', 'simple');
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.disable('x-powered-by');
  app.use(requestIds());
  app.use(requestTiming(metrics));
  // Every API answer is `no-store`: an ETag (a hash of each body) would be computed for nothing.
  app.set('etag', false);

  // Once stopping, every answer closes its connection: a keep-alive connection would bring
  // its client back to a process that is going away (and hold the server open meanwhile).
  let stopping = false;
  const running = new Set<Response>();
  app.use((_req, res, next) => {
    if (stopping) {
      res.set('Connection', 'close');
    } else {
      running.add(res);
      res.once('close', () => running.delete(res));
    }
    next();
  });
  app.use(
    healthRoutes({
      db: database.db,
      dialect: database.dialect,
      logger,
      headers: headers.resource,
      stopping: () => stopping,
    }),
  );

  app.use(metricsRoutes(metrics, config.metricsToken));

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
      apiKeyRateLimit: limits.apiKey,
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
    verifyPageLoad: connectPageLoads(tenants, (tenantKey, accountId) =>
      pageLanguage(services, tenantKey, accountId),
    ),
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
    metrics,
    issueSync: core.issueSync,
    async housekeeping() {
      const end = metrics.jobDuration.startTimer({ job: 'housekeeping' });
      await connect.lifecycle.purgeExpired();
      await forgetOldDeliveries(services, HANDLED_EVENTS_DAYS);
      await counters.sweep(Date.now());
      end();
    },
    beginShutdown() {
      stopping = true;
      for (const res of running) if (!res.headersSent) res.set('Connection', 'close');
      running.clear();
      live.closeAll();
    },
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
