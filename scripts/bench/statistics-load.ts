/**
 * "Template statistics over 10,000 checklists of 30 items with their audit history: p95
 * ≤ 200 ms on SQLite and on PostgreSQL; checklist statistics p95 ≤ 50 ms" (issue 22,
 * docs/PERFORMANCE.md). The built server on each database, a tenant installed over HTTP and
 * seeded (seed-statistics.ts), then `GET /api/templates/:uid/statistics` and
 * `GET /api/checklists/:uid/statistics` from `connections` clients at once; p95 over every
 * answered request, measured on the client. PostgreSQL is a fresh schema at
 * BENCH_POSTGRES_URL (default the tests' database), dropped afterwards; skipped when it does
 * not answer. Part of `npm run bench`; alone: `node --import tsx scripts/bench/statistics-load.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startTestHost } from '../../server/test/test-host';
import { contextAuthorization, installOverHttp } from '../../server/test/install-over-http';
import { findUser } from '../../e2e/simulator/lib/directory';
import { freePort, startNode, stop, waitForUrl } from './processes';
import { seedStatistics } from './seed-statistics';
import { timed, type MyItemsRow } from './my-items-load';

export const STATISTICS_CHECKLISTS = 10_000;
export const TEMPLATE_STATISTICS_BUDGET_MS = 200;
export const CHECKLIST_STATISTICS_BUDGET_MS = 50;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROOT = join(import.meta.dirname, '..', '..');

export type StatisticsRow = MyItemsRow & { budgetMs: number };

async function measureOn(
  database: 'SQLite' | 'PostgreSQL',
  databaseUrl: string,
  options: { connections: number; seconds: number },
): Promise<StatisticsRow[]> {
  const host = await startTestHost();
  const port = await freePort();
  const appUrl = `http://localhost:${port}`;
  const app = startNode([join(ROOT, 'dist/server/main.js')], {
    NODE_ENV: 'production',
    PORT: String(port),
    BASE_URL: appUrl,
    DATABASE_URL: databaseUrl,
    CONNECT_KEYS_CDN_URL: host.keysUrl,
    CONNECT_OAUTH_URL: host.url,
    CONNECT_ALLOWED_HOSTS: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  try {
    await waitForUrl(`${appUrl}/healthz`);
    const tenant = await installOverHttp(appUrl, host, 'bench-statistics', 'confluence');
    const person = findUser('bob')?.accountId ?? 'bob';
    const seed = await seedStatistics(databaseUrl, tenant.clientKey, person, {
      checklists: STATISTICS_CHECKLISTS,
    });
    const auth = contextAuthorization(tenant, 'bob');
    const templateUrl = `${appUrl}/api/templates/${seed.templateUid}/statistics`;
    const check = await fetch(templateUrl, { headers: { Authorization: auth } });
    const body = (await check.json()) as { data?: { checklists: number } };
    if (body.data?.checklists !== STATISTICS_CHECKLISTS)
      throw new Error(
        `statistics: expected ${STATISTICS_CHECKLISTS} checklists, got ${JSON.stringify(body).slice(0, 200)}`,
      );
    const rows: StatisticsRow[] = [];
    for (const [name, url, budgetMs] of [
      [
        `template statistics, ${database} (10,000 × 30)`,
        templateUrl,
        TEMPLATE_STATISTICS_BUDGET_MS,
      ],
      [
        `checklist statistics, ${database}`,
        `${appUrl}/api/checklists/${seed.checklistUid}/statistics`,
        CHECKLIST_STATISTICS_BUDGET_MS,
      ],
    ] as const)
      rows.push({
        ...(await timed(name, url, auth, options.connections, options.seconds)),
        budgetMs,
      });
    return rows;
  } finally {
    await stop(app);
    await host.close();
  }
}

async function postgresUp(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Both databases (PostgreSQL when it answers); each on a database of its own, removed after. */
export async function measureStatistics(options: {
  connections: number;
  seconds: number;
}): Promise<StatisticsRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'checklists-statistics-'));
  const rows: StatisticsRow[] = [];
  try {
    rows.push(...(await measureOn('SQLite', `sqlite:${join(dir, 'bench.sqlite')}`, options)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (!(await postgresUp())) return rows;
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
    const url = new URL(POSTGRES_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    rows.push(...(await measureOn('PostgreSQL', url.toString(), options)));
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
  return rows;
}

export function statisticsTable(rows: StatisticsRow[]): string {
  return rows
    .map(
      (r) =>
        `${r.name.padEnd(46)} ${String(r.requests).padStart(5)} requests  p50 ${r.p50Ms} ms  ` +
        `p95 ${r.p95Ms} ms  p99 ${r.p99Ms} ms  failed ${r.failed}  ` +
        `(budget ${r.budgetMs} ms: ${r.p95Ms <= r.budgetMs ? 'met' : 'MISSED'})`,
    )
    .join('\n');
}

async function alone() {
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 1);
  const rows = await measureStatistics({ connections, seconds: 10 });
  console.log(`Statistics, ${connections} connection(s):\n`);
  console.log(statisticsTable(rows));
}

if (import.meta.url === `file://${process.argv[1]}`) await alone();
