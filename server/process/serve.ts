/**
 * One server process: the app, its HTTP server, the periodic housekeeping (in one process
 * only: `runsPurge`), and a graceful stop on SIGTERM/SIGINT. Runs on its own or as one of the
 * processes of cluster-primary.ts.
 */
import { createServer } from 'node:http';
import type { Config } from '../config';
import { createApp } from '../app';
import { withStableShapes } from '../http/stable-shapes';
import type { Logger } from '../logger';

const PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;
export const SHUTDOWN_GRACE_MS = 10_000;

export interface ServeOptions {
  /** Whether this process runs the housekeeping (one process of many does). */
  runsPurge: boolean;
  /** Which of several processes this is, for the logs. */
  slot?: number;
}

export async function serve(config: Config, logger: Logger, options: ServeOptions): Promise<void> {
  process.on('unhandledRejection', (reason) =>
    logger.error({ err: reason }, 'unhandled rejection'),
  );

  const handle = await createApp(config, { logger });
  const server = createServer(withStableShapes(handle.app));
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  logger.info(
    {
      port: config.port,
      baseUrl: config.baseUrl,
      database: handle.database.dialect,
      env: config.nodeEnv,
      ...(options.slot === undefined ? {} : { slot: options.slot }),
    },
    'Checklists is listening',
  );

  let purgeTimer: NodeJS.Timeout | undefined;
  let housekeeping: Promise<void> | undefined;
  if (options.runsPurge) {
    const purge = () => {
      housekeeping ??= handle
        .housekeeping()
        .catch((error: unknown) => logger.error({ err: error }, 'housekeeping failed'))
        .finally(() => (housekeeping = undefined));
    };
    purge();
    purgeTimer = setInterval(purge, PURGE_INTERVAL_MS);
    purgeTimer.unref();
  }

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
    // 1. No new connections; /readyz says `stopping`; answers close their connections; live
    //    streams end with a reconnect hint (their viewers come back to another process).
    handle.beginShutdown();
    server.close(() => {
      // 3. Every request has been answered: the running job step (housekeeping, the issue
      //    property worker's current entry) finishes in close(), then the database closes.
      Promise.resolve(housekeeping)
        .then(() => handle.close())
        .then(() => {
          logger.info('stopped');
          process.exit(0);
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, 'closing the database failed');
          process.exit(1);
        });
    });
    // 2. Idle keep-alive connections would hold server.close() open.
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
