/**
 * The item-status write with the app on PostgreSQL: one server process, then two behind one
 * port (SERVER_PROCESSES=2, node:cluster), each at 10 and at 50 connections. A fresh schema
 * in the database at BENCH_POSTGRES_URL (default: the tests' database at 127.0.0.1:5432),
 * dropped afterwards. Skipped with a note when PostgreSQL does not answer.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import type { TestHost } from '../../server/test/test-host';
import { freePort, startNode, stop, waitForUrl } from './processes';
import { benchSite, measureStatusWrites } from './app-fixture';
import type { LoadResult } from './load';
import { postgresBackendsCpu, processTreeCpu } from './cpu-meter';

const ROOT = join(import.meta.dirname, '..', '..');
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** How the bench finds its server's database backends (cpu-meter.ts). */
const APPLICATION_NAME = 'checklists-bench';

export interface PostgresRow extends LoadResult {
  processes: number;
  connections: number;
}

async function withSchema<T>(run: (url: string) => Promise<T>): Promise<T> {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
    const url = new URL(POSTGRES_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    url.searchParams.set('application_name', APPLICATION_NAME);
    return await run(url.toString());
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
}

async function reachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Starts the built server with `processes` processes on `databaseUrl`, measures, stops. */
async function measureProcesses(options: {
  processes: number;
  databaseUrl: string;
  host: TestHost;
  connections: number[];
  durationSeconds: number;
}): Promise<PostgresRow[]> {
  const port = await freePort();
  const appUrl = `http://localhost:${port}`;
  const app = startNode([join(ROOT, 'dist/server/main.js')], {
    NODE_ENV: 'production',
    PORT: String(port),
    BASE_URL: appUrl,
    DATABASE_URL: options.databaseUrl,
    SERVER_PROCESSES: String(options.processes),
    CONNECT_KEYS_CDN_URL: options.host.keysUrl,
    CONNECT_OAUTH_URL: options.host.url,
    CONNECT_ALLOWED_HOSTS: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  try {
    await waitForUrl(`${appUrl}/healthz`);
    const { auth } = await benchSite(appUrl, options.host, `bench-pg-${options.processes}`);
    const rows: PostgresRow[] = [];
    const label = options.processes === 1 ? '1 process' : `${options.processes} processes`;
    for (const connections of options.connections) {
      const result = await measureStatusWrites({
        name: `PostgreSQL, ${label}: PATCH item status`,
        appUrl,
        auth,
        connections,
        durationSeconds: options.durationSeconds,
        cpu: {
          app: processTreeCpu(app.pid ?? 0),
          database: postgresBackendsCpu(POSTGRES_URL, APPLICATION_NAME),
        },
      });
      rows.push({ ...result, processes: options.processes, connections });
    }
    return rows;
  } finally {
    await stop(app);
  }
}

/** The PostgreSQL rows, or undefined when PostgreSQL is not reachable. */
export async function measurePostgresRows(options: {
  host: TestHost;
  connections: number[];
  durationSeconds: number;
}): Promise<PostgresRow[] | undefined> {
  if (!(await reachable())) return undefined;
  return withSchema(async (databaseUrl) => [
    ...(await measureProcesses({ ...options, processes: 1, databaseUrl })),
    ...(await measureProcesses({ ...options, processes: 2, databaseUrl })),
  ]);
}

export const POSTGRES_LOCATION = new URL(POSTGRES_URL).host;
