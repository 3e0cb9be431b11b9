/**
 * "My items with 5,000 assigned items across 1,000 checklists: p95 ≤ 50 ms"
 * (docs/PERFORMANCE.md). `GET /api/my-items` as the person the items are assigned to, first
 * page (the screen's) and the 100th page (an offset of 4,950), from `connections` clients at
 * once; p95 over every answered request, measured on the client. Part of `npm run bench`;
 * alone against the built server: `node --import tsx scripts/bench/my-items-load.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestHost } from '../../server/test/test-host';
import { contextAuthorization, installOverHttp } from '../../server/test/install-over-http';
import { findUser } from '../../e2e/simulator/lib/directory';
import { freePort, startNode, stop, waitForUrl } from './processes';
import { seedAssignedItems } from './seed-assigned-items';

export const MY_ITEMS_CHECKLISTS = 1_000;
export const MY_ITEMS_PER_CHECKLIST = 5;
export const MY_ITEMS_BUDGET_MS = 50;

export interface MyItemsRow {
  name: string;
  requests: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  failed: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** `url` from `connections` clients at once for `seconds` (after a 2 s warm-up). */
export async function timed(
  name: string,
  url: string,
  auth: string,
  connections: number,
  seconds: number,
): Promise<MyItemsRow> {
  const latencies: number[] = [];
  let failed = 0;
  const run = async (until: number, record: boolean) => {
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < until) {
          const started = performance.now();
          const response = await fetch(url, { headers: { Authorization: auth } });
          await response.arrayBuffer();
          if (!record) continue;
          if (response.status !== 200) failed++;
          latencies.push(performance.now() - started);
        }
      }),
    );
  };
  await run(Date.now() + 2_000, false);
  await run(Date.now() + seconds * 1_000, true);
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    name,
    requests: latencies.length,
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    failed,
  };
}

/** Seeds a tenant of the running server (its SQLite file) and measures its person's list. */
export async function measureMyItems(options: {
  appUrl: string;
  dbFile: string;
  host: Awaited<ReturnType<typeof startTestHost>>;
  connections: number;
  seconds: number;
}): Promise<MyItemsRow[]> {
  const tenant = await installOverHttp(options.appUrl, options.host, 'bench-my-items', 'jira');
  const person = findUser('bob')?.accountId ?? 'bob';
  seedAssignedItems(options.dbFile, tenant.clientKey, person, {
    checklists: MY_ITEMS_CHECKLISTS,
    perChecklist: MY_ITEMS_PER_CHECKLIST,
  });
  const auth = contextAuthorization(tenant, 'bob');
  const base = `${options.appUrl}/api/my-items`;
  const first = await fetch(`${base}?perPage=1`, { headers: { Authorization: auth } });
  const total = ((await first.json()) as { data: { total: number } }).data.total;
  if (total !== MY_ITEMS_CHECKLISTS * MY_ITEMS_PER_CHECKLIST)
    throw new Error(
      `my items: expected ${MY_ITEMS_CHECKLISTS * MY_ITEMS_PER_CHECKLIST}, got ${total}`,
    );
  const rows: MyItemsRow[] = [];
  for (const [name, query] of [
    ['my items, page 1 (5,000)', 'page=1&perPage=10'],
    ['my items, page 100 (5,000)', 'page=100&perPage=50'],
    ['my items count (5,000)', ''],
  ] as const) {
    const url = query ? `${base}?${query}` : `${base}/count`;
    rows.push(await timed(name, url, auth, options.connections, options.seconds));
  }
  return rows;
}

export function myItemsTable(rows: MyItemsRow[]): string {
  return rows
    .map(
      (r) =>
        `${r.name.padEnd(30)} ${String(r.requests).padStart(6)} requests  p50 ${r.p50Ms} ms  ` +
        `p95 ${r.p95Ms} ms  p99 ${r.p99Ms} ms  failed ${r.failed}  ` +
        (r.p95Ms <= MY_ITEMS_BUDGET_MS ? 'met' : 'MISSED'),
    )
    .join('\n');
}

async function alone() {
  const dir = mkdtempSync(join(tmpdir(), 'checklists-my-items-'));
  const dbFile = join(dir, 'bench.sqlite');
  const host = await startTestHost();
  const port = await freePort();
  const appUrl = `http://localhost:${port}`;
  const app = startNode([join(import.meta.dirname, '..', '..', 'dist/server/main.js')], {
    NODE_ENV: 'production',
    PORT: String(port),
    BASE_URL: appUrl,
    DATABASE_URL: `sqlite:${dbFile}`,
    CONNECT_KEYS_CDN_URL: host.keysUrl,
    CONNECT_OAUTH_URL: host.url,
    CONNECT_ALLOWED_HOSTS: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  try {
    await waitForUrl(`${appUrl}/healthz`);
    const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
    const rows = await measureMyItems({ appUrl, dbFile, host, connections, seconds: 10 });
    console.log(
      `My items, SQLite, ${connections} connections (budget p95 ≤ ${MY_ITEMS_BUDGET_MS} ms):\n`,
    );
    console.log(myItemsTable(rows));
  } finally {
    await stop(app);
    await host.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await alone();
