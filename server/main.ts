/**
 * Starts Checklists: configuration from the environment, database migrations, the HTTP
 * server, the daily purge of uninstalled tenants, and a graceful shutdown on SIGTERM/SIGINT.
 */
import { createServer } from 'node:http';
import { ConfigError, loadConfig } from './config';
import { createApp } from './app';
import { createLogger } from './logger';

const PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Checklists cannot start.\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const logger = createLogger(config.logLevel);
  process.on('unhandledRejection', (reason) =>
    logger.error({ err: reason }, 'unhandled rejection'),
  );

  const handle = await createApp(config, { logger });
  const server = createServer(handle.app);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  logger.info(
    {
      port: config.port,
      baseUrl: config.baseUrl,
      database: handle.database.dialect,
      env: config.nodeEnv,
    },
    'Checklists is listening',
  );

  const purge = () =>
    handle.lifecycle
      .purgeExpired()
      .catch((error: unknown) => logger.error({ err: error }, 'tenant purge failed'));
  void purge();
  const purgeTimer = setInterval(purge, PURGE_INTERVAL_MS);
  purgeTimer.unref();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    clearInterval(purgeTimer);
    const force = setTimeout(() => {
      logger.warn('requests still running after the grace period; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      handle
        .close()
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          logger.error({ err: error }, 'closing the database failed');
          process.exit(1);
        });
    });
    // Idle keep-alive connections would hold server.close() open.
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  createLogger('error').fatal({ err: error }, 'Checklists failed to start');
  process.exit(1);
});
