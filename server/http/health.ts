/**
 * GET /healthz: the process answers (a liveness probe; it asks nothing of the database, so a
 * database outage does not get every process restarted). GET /readyz: this process should get
 * traffic: the database answers, every migration is applied, Jira's issue-property outbox is
 * not stuck, and the process is not shutting down (docs/OPERATIONS.md, "Health").
 */
import { Router, type RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Dialect } from '../db/database';
import { outboxLagMs, pendingMigrations, pingDatabase } from '../db/readiness';
import type { Logger } from '../logger';

/** An outbox entry due for longer than this means no process works on the outbox. */
export const OUTBOX_STUCK_MS = 5 * 60_000;

export type CheckResult = 'ok' | 'failed';

export interface ReadyAnswer {
  status: 'ready' | 'unavailable' | 'stopping';
  checks: { database: CheckResult; migrations: CheckResult; outbox: CheckResult };
  /** Migrations not applied yet (run `migrate`). */
  pendingMigrations?: string[];
  /** How long the oldest due outbox entry has waited, in ms. */
  outboxLagMs?: number;
}

export interface HealthDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  logger: Logger;
  headers: RequestHandler;
  /** True once the process has begun to shut down (the proxy should stop sending to it). */
  stopping(): boolean;
  now?: () => number;
}

export async function readiness(deps: HealthDeps): Promise<ReadyAnswer> {
  const now = deps.now ?? Date.now;
  const failed: ReadyAnswer = {
    status: 'unavailable',
    checks: { database: 'failed', migrations: 'failed', outbox: 'failed' },
  };
  try {
    await pingDatabase(deps.db);
  } catch (error) {
    deps.logger.error({ err: error }, 'readiness: the database does not answer');
    return failed;
  }
  try {
    const pending = await pendingMigrations(deps.db);
    // Before the migrations, the outbox's table may not exist yet.
    const lag = pending.length === 0 ? await outboxLagMs(deps.db, now()) : 0;
    const checks = {
      database: 'ok' as const,
      migrations: pending.length === 0 ? ('ok' as const) : ('failed' as const),
      outbox: lag > OUTBOX_STUCK_MS ? ('failed' as const) : ('ok' as const),
    };
    const ok = checks.migrations === 'ok' && checks.outbox === 'ok';
    return {
      status: deps.stopping() ? 'stopping' : ok ? 'ready' : 'unavailable',
      checks,
      ...(pending.length > 0 ? { pendingMigrations: pending } : {}),
      outboxLagMs: lag,
    };
  } catch (error) {
    deps.logger.error({ err: error }, 'readiness check failed');
    return { ...failed, checks: { ...failed.checks, database: 'ok' } };
  }
}

export function healthRoutes(deps: HealthDeps): Router {
  const router = Router();
  router.get('/healthz', deps.headers, (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok', database: deps.dialect });
  });
  router.get('/readyz', deps.headers, async (_req, res, next) => {
    try {
      const answer = await readiness(deps);
      res
        .status(answer.status === 'ready' ? 200 : 503)
        .set('Cache-Control', 'no-store')
        .json(answer);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
