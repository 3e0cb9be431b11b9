/**
 * SERVER_PROCESSES > 1: this process serves nothing itself. It forks the server processes,
 * which share the port (node:cluster hands each new connection to one of them in turn),
 * starts a new one when one exits, and on SIGTERM/SIGINT asks every one to finish its
 * requests and waits for them. What may and may not live in a process's memory:
 * docs/ARCHITECTURE.md, "Several server processes".
 */
import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { SHUTDOWN_GRACE_MS } from './serve';

/** Tells a forked process which slot it fills; slot 0 runs the purge. */
export const SERVER_SLOT_ENV = 'CHECKLISTS_SERVER_SLOT';

/** A process that exits sooner than this after it started listening is restarted later. */
const QUICK_EXIT_MS = 10_000;
const RESTART_DELAY_MIN_MS = 1_000;
const RESTART_DELAY_MAX_MS = 30_000;

/** The slot this process fills when the cluster primary forked it; otherwise undefined. */
export function serverSlot(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const value = env[SERVER_SLOT_ENV];
  return cluster.isWorker && value !== undefined ? Number(value) : undefined;
}

export function runClusterPrimary(config: Config, logger: Logger): void {
  const workers = new Set<Worker>();
  let stopping = false;
  let exitCode = 0;

  const shutdown = (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    logger.info({ reason }, 'stopping the server processes');
    if (workers.size === 0) process.exit(exitCode);
    // Each process stops as it does on its own (serve.ts): no new connections, running
    // requests finish, live streams end.
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      logger.warn('server processes still running after the grace period; killing them');
      for (const worker of workers) worker.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + 2_000).unref();
  };

  const fork = (slot: number, previousDelayMs: number) => {
    const worker = cluster.fork({ [SERVER_SLOT_ENV]: String(slot) });
    workers.add(worker);
    let listeningSince: number | undefined;
    worker.on('listening', () => {
      listeningSince = Date.now();
    });
    worker.on('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping) {
        if (code !== 0) exitCode = 1;
        if (workers.size === 0) process.exit(exitCode);
        return;
      }
      if (listeningSince === undefined) {
        // Configuration, database or migrations: another process would fail the same way.
        logger.fatal({ slot, code, signal }, 'a server process failed to start');
        shutdown('a server process failed to start', 1);
        return;
      }
      const quick = Date.now() - listeningSince < QUICK_EXIT_MS;
      const delayMs = quick
        ? Math.min(RESTART_DELAY_MAX_MS, Math.max(RESTART_DELAY_MIN_MS, previousDelayMs * 2))
        : 0;
      logger.error(
        { slot, pid: worker.process.pid, code, signal, restartInMs: delayMs },
        'a server process exited; starting another',
      );
      setTimeout(() => {
        if (!stopping) fork(slot, delayMs);
      }, delayMs);
    });
  };

  logger.info(
    { processes: config.serverProcesses, port: config.port },
    'starting the server processes',
  );
  for (let slot = 0; slot < config.serverProcesses; slot++) fork(slot, 0);
  process.on('SIGTERM', () => shutdown('SIGTERM', 0));
  process.on('SIGINT', () => shutdown('SIGINT', 0));
}
