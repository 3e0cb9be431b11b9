/**
 * createApp(config): the whole server as an Express app, used by main.ts and by the tests.
 * Request pipeline (docs/ARCHITECTURE.md): security headers → body parser → rate limit →
 * authenticate (one RequestContext) → zod-validated route → service → presenter → JSON, with
 * one error handler answering `{ error: { code, message } }` in the caller's language.
 */
import express, { type Express } from 'express';
import { join } from 'node:path';
import type { Config } from './config';
import { createLogger, type Logger } from './logger';
import { migrateToLatest, openDatabase, pingDatabase, type DatabaseHandle } from './db/database';
import { createTenantsRepository } from './db/repositories/tenants-repository';
import { createConnectSettingsRepository } from './db/repositories/connect-settings-repository';
import { createPreferencesRepository } from './db/repositories/preferences-repository';
import { createAnalyticsRepository } from './db/repositories/analytics-repository';
import { createTenantDataRepository } from './db/repositories/tenant-data-repository';
import { createConnectAddons, type ConnectAddons } from './connect/ace';
import type { HostDirectory } from './hosts/host-directory';
import { createConnectHostRest } from './connect/host-client';
import type { ConfluenceSite } from './hosts/confluence-site';
import { createProductHosts } from './hosts/product-hosts';
import { createForgeSystemTokens } from './auth/forge-system-tokens';
import { createForgeApi } from './forge/forge-api';
import { forgeEventRoutes } from './forge/forge-event-routes';
import { createForgeKeys } from './auth/forge-jwks';
import type { ForgeCallDeps } from './auth/forge-verified-call';
import { confluenceRenderRoutes } from './host-calls/confluence-render-routes';
import { APP_KEYS } from './connect/descriptors';
import type { JiraSite } from './hosts/jira-site';
import { createIssueSync, type IssueSync } from './services/jira/issue-sync';
import { createLifecycleRoutes } from './connect/lifecycle-routes';
import { createDescriptorRoutes } from './connect/descriptor-routes';
import { frameAncestorSources } from './connect/allowed-hosts';
import { jiraWebhookRoutes } from './host-calls/jira-webhook-routes';
import { jiraWorkflowRoutes } from './host-calls/jira-workflow-routes';
import { createFirebaseTokens } from './auth/firebase-tokens';
import { apiRouter } from './api/api-router';
import { createMailer } from './mail/mailer';
import { apiKeyVerifier } from './auth/api-key';
import { v1Routes } from './api/v1/routes';
import { createSecurityHeaders } from './http/security-headers';
import { createRateLimits } from './http/rate-limits';
import { jsonBody } from './http/json-body';
import { createErrorHandler } from './http/error-handler';
import {
  createTenantLifecycleService,
  type TenantLifecycleService,
} from './connect/tenant-lifecycle-service';
import { createLocalChangeBus, type ChangeBus } from './services/live/change-bus';
import { createPostgresChangeBus } from './services/live/postgres-change-bus';
import { createPeopleCheck } from './services/people/people-check';
import type { ServiceDeps } from './services/service-deps';
import { createTransactionRunner, repositoriesFor } from './db/unit-of-work';
import { liveRoutes } from './api/checklists/live-routes';
import { EXAMPLES } from './examples';
import { createPageRoutes } from './web/page-routes';
import { createManifestSource, type ClientManifest } from './web/client-manifest';
import { CLIENT_DIST_DIR } from './paths';

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
  const database = openDatabase(config.databaseUrl, {
    onCheckpointError: (error) => logger.warn({ err: error }, 'background WAL checkpoint failed'),
  });
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  const { db } = database;

  const tenants = createTenantsRepository(db, { dialect: database.dialect });
  const addons = await createConnectAddons(config, logger, {
    tenants,
    connectSettings: createConnectSettingsRepository(db),
  });
  // Forge installations' app system tokens, kept in memory for calls back (docs/FORGE.md).
  const systemTokens = createForgeSystemTokens();
  const hosts = createProductHosts(
    {
      connect: createConnectHostRest(addons),
      forge: createForgeApi({ tokens: systemTokens }),
      logger,
    },
    options,
  );
  const { directory, jira } = hosts;
  const tenantData = createTenantDataRepository(db);
  const lifecycle = createTenantLifecycleService({
    tenants,
    purgeTenant: tenantData.purge,
    logger,
  });
  const bus = database.postgresUrl
    ? await createPostgresChangeBus(database.postgresUrl, logger, tenants.forget)
    : createLocalChangeBus();
  const repos = repositoriesFor(db, database.dialect);
  const issueSync = createIssueSync({ repos, tenants, jira, logger, appKey: APP_KEYS.jira });
  issueSync.start();
  const deps: ServiceDeps = {
    repos,
    run: createTransactionRunner(db, database.dialect),
    bus,
    people: createPeopleCheck({ tenants, directory }),
    tenants,
    directory,
    preferences: createPreferencesRepository(db),
    analytics: createAnalyticsRepository(db),
    examples: EXAMPLES,
    placeChanges: issueSync,
    jira,
    confluence: hosts.confluence,
    portal: {
      baseUrl: config.baseUrl,
      mailer: createMailer(
        config.smtpUrl,
        `Checklists <no-reply@${new URL(config.baseUrl).hostname}>`,
      ),
      onMailError: (error) => logger.warn({ err: error }, 'an invitation could not be mailed'),
    },
  };
  const firebase = createFirebaseTokens(config.firebase);
  const forgeCalls: ForgeCallDeps = {
    tenants,
    keys: createForgeKeys({ url: config.forge.jwksUrl }),
    appIds: config.forge.appIds,
    allowedHosts: config.connectAllowedHosts,
    systemTokens,
  };
  const live = liveRoutes(deps);
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
      await pingDatabase(db);
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
      services: deps,
      apiKeys: apiKeyVerifier({ apiKeys: repos.apiKeys, tenants, portal: repos.portal, logger }),
      baseUrl: config.baseUrl,
      rateLimitPerMinute: config.apiRateLimitPerMinute,
      docsRateLimit: limits.apiDocs,
      headers,
    }),
  );

  // The JSON API first: its requests, most of all, need not pass the Connect routes.
  app.use(
    '/api',
    apiRouter({ config, deps, headers, limits, firebase, forge: forgeCalls, live: live.router }),
  );

  // Connect: descriptors, lifecycle callbacks, Jira's webhooks and workflow post functions.
  app.use(createDescriptorRoutes(config.baseUrl, [headers.resource, limits.connect]));
  app.use(
    createLifecycleRoutes({
      addons,
      lifecycle,
      allowedHosts: config.connectAllowedHosts,
      logger,
      rateLimit: limits.connect,
    }),
  );
  app.use(jiraWebhookRoutes({ tenants, logger, rateLimit: limits.connect, services: deps }));
  app.use(jiraWorkflowRoutes({ tenants, logger, rateLimit: limits.connect, services: deps }));
  app.use(confluenceRenderRoutes({ tenants, rateLimit: limits.connect, services: deps }));
  // Forge: our apps' product events and post functions (invocation tokens, idempotent).
  app.use(
    forgeEventRoutes({ calls: forgeCalls, services: deps, logger, rateLimit: limits.connect }),
  );

  // The built client and the app shell for every route of the spec's table.
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
      config,
      tenants,
      manifest: options.manifest ?? createManifestSource(config.nodeEnv === 'development'),
      headers,
      rateLimit: limits.pages,
      logger,
    }),
  );
  app.use(headers.resource, (_req, res) => {
    res.status(404).type('text').send('Not found');
  });
  app.use(createErrorHandler(logger));

  return {
    app,
    config,
    logger,
    database,
    addons,
    lifecycle,
    bus,
    issueSync,
    async housekeeping() {
      await lifecycle.purgeExpired();
      await repos.jira.forgetEventsBefore(
        new Date(Date.now() - HANDLED_EVENTS_DAYS * 86_400_000).toISOString(),
      );
    },
    endLiveStreams: () => live.closeAll(),
    async close() {
      live.closeAll();
      deps.portal.mailer?.close();
      await firebase.close();
      await issueSync.stop();
      await bus.close();
      await database.close();
    },
  };
}
