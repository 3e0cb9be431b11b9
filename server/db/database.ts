import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { migrations } from './migrations';
import { startCheckpointer } from './sqlite-checkpointer';
import { withFastRows } from './sqlite-rows';
import { runsInProcess } from './prepared';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Connection details for PostgreSQL LISTEN (undefined on SQLite). */
  postgresUrl: string | undefined;
  /** The PostgreSQL pool's connections (metrics); undefined on SQLite. */
  poolStats(): { total: number; idle: number; waiting: number } | undefined;
  close(): Promise<void>;
}

const STATEMENT_CACHE_SIZE = 500;
const WAL_CHECKPOINT_PAGES = 10_000;

/**
 * Kysely prepares every query anew; on a hot path that was the largest single cost (bench).
 * Prepared statements are reusable, so keep the most recent ones by SQL text. Safe because
 * Kysely runs them to completion synchronously (we never stream from SQLite).
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (statement) {
        cache.delete(sql);
      } else {
        statement = withFastRows(sqlite.prepare(sql));
        if (cache.size >= STATEMENT_CACHE_SIZE) {
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) cache.delete(oldest);
        }
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}

export interface OpenOptions {
  /** A background WAL checkpoint failed (SQLite files only); the fallback still runs. */
  onCheckpointError?: (error: Error) => void;
}

/** Opens `sqlite:<file>` (or `sqlite::memory:`) or `postgres://…`. */
export function openDatabase(url: string, options: OpenOptions = {}): DatabaseHandle {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    // Checkpoints run on a worker (sqlite-checkpointer.ts); this connection's own, in the
    // middle of a commit, is only the fallback should the WAL grow anyway.
    sqlite.pragma(`wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}`);
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const checkpointer =
      file === ':memory:' ? undefined : startCheckpointer(file, options.onCheckpointError);
    const statements = withStatementCache(sqlite);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
    runsInProcess(db, statements);
    return {
      db,
      dialect: 'sqlite',
      postgresUrl: undefined,
      poolStats: () => undefined,
      async close() {
        await checkpointer?.close();
        await db.destroy();
      },
    };
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    postgresUrl: url,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => db.destroy(),
  };
}

/** Our migrations, with Kysely's bookkeeping in the schema the connection works in. */
export async function createMigrator(db: Kysely<Database>): Promise<Migrator> {
  return new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    // Kysely looks for its bookkeeping tables in every schema unless told which: another
    // schema's (a second app or test on the same PostgreSQL database) must not count.
    ...(db.getExecutor().adapter instanceof PostgresAdapter
      ? { migrationTableSchema: await currentSchema(db) }
      : {}),
  });
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = await createMigrator(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? 'public';
}
