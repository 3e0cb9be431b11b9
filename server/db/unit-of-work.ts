/**
 * Writes that belong together run in one transaction, with repositories bound to it, and
 * work that must wait for the commit (in-process live-update events) queued for after.
 *
 * On SQLite, where one connection does every write in turn, concurrent units of work are
 * committed in groups: each runs in its own savepoint (so one that fails is rolled back
 * alone), and one COMMIT makes the whole group durable before any of them answers. Under
 * load this turns dozens of commits into one (docs/PERFORMANCE.md). A unit of work must
 * therefore only talk to the database: no host calls, no waiting on anything else.
 */
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema';
import type { Dialect } from './database';
import { executeCompiled } from './prepared';
import { createTemplatesRepository } from './repositories/templates-repository';
import { createChecklistsRepository } from './repositories/checklists-repository';
import { createItemsRepository } from './repositories/items-repository';
import { createSignaturesRepository } from './repositories/signatures-repository';
import { createAuditRepository } from './repositories/audit-repository';
import { createSettingsRepository } from './repositories/settings-repository';
import { createJiraRepository } from './repositories/jira-repository';
import { createConfluenceRepository } from './repositories/confluence-repository';
import { createPortalRepository } from './repositories/portal-repository';
import { createApiKeysRepository } from './repositories/api-keys-repository';
import { createSharesRepository } from './repositories/shares-repository';
import { createAssignedItemsRepository } from './repositories/assigned-items-repository';
import { createPersonDataRepository } from './repositories/person-data-repository';
import { createChecklistStatisticsRepository } from './repositories/checklist-statistics-repository';
import { createTemplateStatisticsRepository } from './repositories/template-statistics-repository';

export function repositoriesFor(db: Kysely<Database>, dialect: Dialect) {
  return {
    templates: createTemplatesRepository(db, dialect),
    checklists: createChecklistsRepository(db, dialect),
    items: createItemsRepository(db),
    signatures: createSignaturesRepository(db),
    audit: createAuditRepository(db),
    settings: createSettingsRepository(db, dialect),
    jira: createJiraRepository(db, dialect),
    confluence: createConfluenceRepository(db),
    portal: createPortalRepository(db),
    apiKeys: createApiKeysRepository(db),
    shares: createSharesRepository(db),
    assignedItems: createAssignedItemsRepository(db),
    personData: createPersonDataRepository(db),
    checklistStatistics: createChecklistStatisticsRepository(db, dialect),
    templateStatistics: createTemplateStatisticsRepository(db, dialect),
  };
}

export type Repositories = ReturnType<typeof repositoriesFor>;

export interface UnitOfWork {
  repos: Repositories;
  executor: Kysely<Database>;
  afterCommit(callback: () => void): void;
}

export type TransactionRunner = <T>(work: (uow: UnitOfWork) => Promise<T>) => Promise<T>;

/** At most this many units of work share one commit (bounds the wait of the last one). */
export const GROUP_COMMIT_MAX = 32;

export function createTransactionRunner(db: Kysely<Database>, dialect: Dialect): TransactionRunner {
  return dialect === 'sqlite' ? groupCommitRunner(db) : transactionPerCall(db, dialect);
}

function transactionPerCall(db: Kysely<Database>, dialect: Dialect): TransactionRunner {
  return async (work) => {
    const callbacks: (() => void)[] = [];
    const result = await db.transaction().execute((trx) =>
      work({
        repos: repositoriesFor(trx, dialect),
        executor: trx,
        afterCommit: (cb) => callbacks.push(cb),
      }),
    );
    for (const callback of callbacks) callback();
    return result;
  };
}

interface Job {
  work: (uow: UnitOfWork) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome =
  | { job: Job; ok: true; value: unknown; callbacks: (() => void)[] }
  | { job: Job; ok: false; error: unknown };

const SAVEPOINT = CompiledQuery.raw('savepoint unit');
const RELEASE = CompiledQuery.raw('release savepoint unit');
const ROLLBACK_TO = CompiledQuery.raw('rollback to savepoint unit');

function groupCommitRunner(db: Kysely<Database>): TransactionRunner {
  const queue: Job[] = [];
  let draining = false;

  const runGroup = async (group: Job[]): Promise<Outcome[]> => {
    const trx = await db.startTransaction().execute();
    const outcomes: Outcome[] = [];
    try {
      for (const job of group) {
        const callbacks: (() => void)[] = [];
        await executeCompiled(trx, SAVEPOINT);
        try {
          const value = await job.work({
            repos: repositoriesFor(trx, 'sqlite'),
            executor: trx,
            afterCommit: (cb) => callbacks.push(cb),
          });
          await executeCompiled(trx, RELEASE);
          outcomes.push({ job, ok: true, value, callbacks });
        } catch (error) {
          await executeCompiled(trx, ROLLBACK_TO);
          await executeCompiled(trx, RELEASE);
          outcomes.push({ job, ok: false, error });
        }
      }
      await trx.commit().execute();
      return outcomes;
    } catch (error) {
      await trx
        .rollback()
        .execute()
        .catch(() => undefined);
      return group.map((job) => ({ job, ok: false, error }));
    }
  };

  // better-sqlite3 answers synchronously, so a unit of work runs start to commit in one go of
  // microtasks, before the server reads the next request. Started at once, every group would
  // hold one unit. A group therefore starts after the event loop has handled the I/O that is
  // ready (setImmediate): every request that arrived meanwhile joins it.
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

  const drain = async () => {
    try {
      while (queue.length > 0) {
        await nextTurn();
        const outcomes = await runGroup(queue.splice(0, GROUP_COMMIT_MAX));
        for (const outcome of outcomes) {
          if (outcome.ok) {
            for (const callback of outcome.callbacks) callback();
            outcome.job.resolve(outcome.value);
          } else {
            outcome.job.reject(outcome.error);
          }
        }
      }
    } finally {
      draining = false;
    }
  };

  return (work) =>
    new Promise((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!draining) {
        draining = true;
        void drain();
      }
    });
}
