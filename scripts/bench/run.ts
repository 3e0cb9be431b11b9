/**
 * npm run bench: performance against the budgets of docs/PERFORMANCE.md (platform.md).
 * Builds the production server, runs it with SQLite in a child process, and measures it
 * with autocannon against a bare Express route started in the same run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../build-server';
import { startTestHost } from '../../server/test/test-host';
import { freePort, startNode, stop, waitForUrl } from './processes';
import { measure, statusWrites, type LoadResult, type StatusTarget } from './load';
import { measureFloorWrite } from './floor-load';
import { contextAuthorization, installOverHttp } from '../../server/test/install-over-http';
import { seedChecklists } from './seed';
import { bundleTable, MACRO_VIEW_BUDGET_KB, measureClientBundles } from './client-bundle';
import { findUser } from '../../e2e/simulator/lib/directory';
import type { ChecklistDto } from '../../shared/checklists';

const ROOT = join(import.meta.dirname, '..', '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const LIST_CONNECTIONS = 10;
const BIG_TENANT_CHECKLISTS = 100_000;

interface ItemTarget extends StatusTarget {
  uid: string;
  itemId: string;
}

function table(results: LoadResult[], baseline: LoadResult): string {
  const rows = results.map((r) => [
    r.name,
    String(r.requestsPerSecond),
    r.p50Ms.toFixed(1),
    r.p99Ms.toFixed(1),
    `${((r.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(0)}%`,
    String(r.errors + r.non2xx),
  ]);
  const header = ['run', 'req/s', 'p50 ms', 'p99 ms', 'of bare', 'errors'];
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

async function api<T>(url: string, auth: string, method: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { Authorization: auth, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

async function main() {
  console.log(`Checklists bench: ${cpus().length} cores, SQLite, ${DURATION} s per run\n`);
  const bundles = await measureClientBundles();
  console.log(`Client JavaScript before first render (gzip):\n\n${bundleTable(bundles)}\n`);
  await buildServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'checklists-bench-'));
  const dbFile = join(dataDir, 'bench.sqlite');
  const host = await startTestHost();
  const [appPort, barePort] = [await freePort(), await freePort()];
  const appUrl = `http://localhost:${appPort}`;

  const bare = startNode(['--import', 'tsx', join(ROOT, 'scripts/bench/bare-server.ts')], {
    PORT: String(barePort),
  });
  const app = startNode([join(ROOT, 'dist/server/main.js')], {
    NODE_ENV: 'production',
    PORT: String(appPort),
    BASE_URL: appUrl,
    DATABASE_URL: `sqlite:${dbFile}`,
    CONNECT_KEYS_CDN_URL: host.keysUrl,
    CONNECT_ALLOWED_HOSTS: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  try {
    await Promise.all([
      waitForUrl(`http://127.0.0.1:${barePort}/ok`),
      waitForUrl(`${appUrl}/healthz`),
    ]);
    const tenant = await installOverHttp(appUrl, host, 'bench', 'jira');
    const auth = contextAuthorization(tenant);

    // Checklists of 30 items; each request takes a free item, so people work on different
    // checklists and every request knows its item's version (as a real client does).
    const items = Array.from({ length: 30 }, (_, i) => ({
      kind: 'task',
      text: `Step ${i + 1}`,
      mandatory: i < 10,
    }));
    const free: ItemTarget[] = [];
    for (let i = 0; i < CONNECTIONS * 2; i++) {
      const checklist = await api<ChecklistDto>(`${appUrl}/api/checklists`, auth, 'POST', {
        title: `Bench ${i}`,
        items,
      });
      free.push({
        uid: checklist.uid,
        itemId: checklist.items[15]?.id ?? '',
        version: 1,
        done: false,
      });
    }

    const big = await installOverHttp(appUrl, host, 'bench-big', 'jira');
    const seedStarted = Date.now();
    seedChecklists(
      dbFile,
      big.clientKey,
      BIG_TENANT_CHECKLISTS,
      findUser('alice')?.accountId ?? 'alice',
    );
    console.log(
      `Seeded ${BIG_TENANT_CHECKLISTS.toLocaleString('en')} checklists in ${Date.now() - seedStarted} ms.\n`,
    );
    const bigAuth = contextAuthorization(big);

    const common = { connections: CONNECTIONS, durationSeconds: DURATION };
    const baseline = await measure({
      ...common,
      name: 'bare Express GET /ok',
      url: `http://127.0.0.1:${barePort}/ok`,
    });
    const settings = await measure({
      ...common,
      name: 'GET /api/settings',
      url: `${appUrl}/api/settings`,
      headers: { Authorization: auth },
    });

    const statusRun = await measure({
      ...common,
      name: 'PATCH item status',
      url: `${appUrl}/api/checklists`,
      method: 'PATCH',
      headers: { Authorization: auth, 'Content-Type': 'application/json' },
      ...statusWrites(free, (target) => `/api/checklists/${target.uid}/items/${target.itemId}`),
    });

    // Reference rows: the least an item write can do (one row and its audit row in one SQLite
    // transaction, no authentication), served without and with Express (docs/PERFORMANCE.md).
    const floors = [
      await measureFloorWrite({
        ...common,
        name: 'floor: item write, node:http',
        express: false,
        dbFile: join(dataDir, 'floor-http.sqlite'),
      }),
      await measureFloorWrite({
        ...common,
        name: 'floor: item write, Express',
        express: true,
        dbFile: join(dataDir, 'floor-express.sqlite'),
      }),
    ];

    const listCommon = {
      connections: LIST_CONNECTIONS,
      durationSeconds: DURATION,
      headers: { Authorization: bigAuth },
    };
    const lists = [
      await measure({
        ...listCommon,
        name: 'list page 1 (100k)',
        url: `${appUrl}/api/checklists?page=1`,
      }),
      await measure({
        ...listCommon,
        name: 'list status=in_progress (100k)',
        url: `${appUrl}/api/checklists?status=in_progress`,
      }),
      await measure({
        ...listCommon,
        name: 'list page 500 (100k)',
        url: `${appUrl}/api/checklists?page=500`,
      }),
    ];

    console.log(`Server, ${CONNECTIONS} connections (list pages: ${LIST_CONNECTIONS}):\n`);
    console.log(table([baseline, settings, statusRun, ...floors, ...lists], baseline));
    const ratio = (statusRun.requestsPerSecond / baseline.requestsPerSecond) * 100;
    const listP99 = Math.max(...lists.map((l) => l.p99Ms));
    console.log(`
Budgets:
  item status vs bare route   ${ratio.toFixed(0)}% (budget ≥ 40%)   p99 ${statusRun.p99Ms.toFixed(1)} ms (budget ≤ 30 ms)
  list page, 100k checklists  p99 ${listP99.toFixed(1)} ms (budget ≤ 20 ms)
  Confluence macro view JS    ${bundles[0]?.gzipKb ?? '?'} KB gzip (budget ≤ ${MACRO_VIEW_BUDGET_KB} KB)`);
  } finally {
    await Promise.all([stop(bare), stop(app)]);
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
