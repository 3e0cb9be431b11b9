/**
 * What every surface of the server shares, assembled once (app.ts mounts the surfaces on it):
 * the database (opened and migrated), the two hosts' run-time parts, the product REST readers
 * over their transports, the live-update bus, Jira's issue-property worker and the services'
 * dependencies (ServiceDeps).
 */
import type { Config } from './config';
import type { Logger } from './logger';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './db/database';
import { createTenantsRepository } from './db/repositories/tenants-repository';
import { createConnectSettingsRepository } from './db/repositories/connect-settings-repository';
import { createPreferencesRepository } from './db/repositories/preferences-repository';
import { createAnalyticsRepository } from './db/repositories/analytics-repository';
import { createTenantDataRepository } from './db/repositories/tenant-data-repository';
import type { TenantsRepository } from './db/repositories/tenants-repository';
import { createTransactionRunner, repositoriesFor } from './db/unit-of-work';
import { createProductHosts, type ProductHosts } from './hosts/product-hosts';
import { createConnectHost, type ConnectHost } from './hosts/connect/connect-host';
import { createForgeHost, type ForgeHost } from './hosts/forge/forge-host';
import { APP_KEYS } from './hosts/connect/descriptors';
import { createIssueSync, type IssueSync } from './services/jira/issue-sync';
import { createLocalChangeBus, type ChangeBus } from './services/live/change-bus';
import { createPostgresChangeBus } from './services/live/postgres-change-bus';
import { createPeopleCheck } from './services/people/people-check';
import type { ServiceDeps } from './services/service-deps';
import { createPlaceVisibility } from './services/places/place-visibility';
import { createMailer } from './mail/mailer';
import { EXAMPLES } from './examples';
import type { Metrics } from './lib/metrics';
import { timedHostRest } from './products/timed-host-rest';

export interface AppCore {
  database: DatabaseHandle;
  tenants: TenantsRepository;
  connect: ConnectHost;
  forge: ForgeHost;
  hosts: ProductHosts;
  bus: ChangeBus;
  /** The worker that writes Jira's issue property (tests flush it). */
  issueSync: IssueSync;
  services: ServiceDeps;
}

/**
 * The database, opened and migrated (closed again when the migration fails). With
 * MIGRATE_ON_START=false the operator runs `migrate` and /readyz waits for it.
 */
async function openMigrated(config: Config, logger: Logger): Promise<DatabaseHandle> {
  const database = openDatabase(config.databaseUrl, {
    onCheckpointError: (error) => logger.warn({ err: error }, 'background WAL checkpoint failed'),
  });
  if (!config.migrateOnStart) return database;
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

export async function assembleCore(
  config: Config,
  logger: Logger,
  replaced: Partial<ProductHosts>,
  metrics: Metrics,
): Promise<AppCore> {
  const database = await openMigrated(config, logger);
  const { db, dialect } = database;
  const tenants = createTenantsRepository(db, { dialect });
  const connect = await createConnectHost({
    config,
    logger,
    tenants,
    connectSettings: createConnectSettingsRepository(db),
    purgeTenant: createTenantDataRepository(db).purge,
  });
  const forge = createForgeHost({ config, tenants });
  const hosts = createProductHosts(
    {
      connect: timedHostRest(connect.transport, 'connect', metrics),
      forge: timedHostRest(forge.transport, 'forge', metrics),
      logger,
    },
    replaced,
  );
  const bus = database.postgresUrl
    ? await createPostgresChangeBus(database.postgresUrl, logger, tenants.forget)
    : createLocalChangeBus();
  const repos = repositoriesFor(db, dialect);
  const issueSync = createIssueSync({
    repos,
    tenants,
    jira: hosts.jira,
    logger,
    appKey: APP_KEYS.jira,
    onSynced: (ms) => metrics.jobDuration.observe({ job: 'issue_property' }, ms / 1000),
    onRetry: () => metrics.hostRetries.inc({ job: 'issue_property' }),
  });
  const services: ServiceDeps = {
    repos,
    run: createTransactionRunner(db, dialect),
    bus,
    people: createPeopleCheck({ tenants, directory: hosts.directory }),
    tenants,
    directory: hosts.directory,
    preferences: createPreferencesRepository(db),
    analytics: createAnalyticsRepository(db),
    examples: EXAMPLES,
    placeChanges: issueSync,
    visibility: createPlaceVisibility({ tenants, jira: hosts.jira, confluence: hosts.confluence }),
    jira: hosts.jira,
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
  return { database, tenants, connect, forge, hosts, bus, issueSync, services };
}
