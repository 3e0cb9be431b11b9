/**
 * npm run bench: performance against the budgets of docs/PERFORMANCE.md (docs/PERFORMANCE.md, "Budgets").
 * Builds the production server, runs it with SQLite in a child process, and measures it
 * with autocannon against a bare Express route and the floor of an item write started in the
 * same run; then the item write with the app on PostgreSQL, with one and with two server
 * processes behind one port.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../build-server';
import { startTestHost } from '../../server/test/test-host';
import { contextAuthorization, installOverHttp } from '../../server/test/install-over-http';
import { freePort, startNode, stop, waitForUrl } from './processes';
import { measure } from './load';
import { measureWithCpu, processTreeCpu } from './cpu-meter';
import { measureFloorWrite } from './floor-load';
import { benchSite, measureStatusWrites } from './app-fixture';
import { measurePostgresRows, POSTGRES_LOCATION } from './postgres-rows';
import { ADD_ITEM_BUDGET_MS, budgets, table, type ServerRow } from './report';
import { seedChecklists } from './seed';
import { measureMyItems, myItemsTable } from './my-items-load';
import { measureStatistics, statisticsTable } from './statistics-load';
import { bundleTable, MACRO_VIEW_BUDGET_KB, measureClientBundles } from './client-bundle';
import { measureIssuePanelLoad, withE2eStack } from './issue-panel-load';
import { measureMacroViewLoad } from './macro-view-load';
import { measureAddItem } from './add-item-latency';
import { buildClient } from '../build-client';
import { findUser } from '../../e2e/simulator/lib/directory';

const ROOT = join(import.meta.dirname, '..', '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
/** Throughput of the item write and the reference rows (docs/PERFORMANCE.md, "Budgets"). */
const CONNECTIONS = 50;
/** Latency of the item write, and the list pages. */
const FEW_CONNECTIONS = 10;
const BIG_TENANT_CHECKLISTS = 100_000;

async function main() {
  console.log(`Checklists bench: ${cpus().length} cores, SQLite, ${DURATION} s per run\n`);
  const bundles = await measureClientBundles();
  console.log(`Client JavaScript before first render (gzip):\n\n${bundleTable(bundles)}\n`);
  await buildClient({ production: true });
  await buildServer();
  const [panel, macro, macros, addItem] = await withE2eStack(async (urls) => [
    await measureIssuePanelLoad(urls),
    await measureMacroViewLoad(urls, 1),
    await measureMacroViewLoad(urls, 3),
    await measureAddItem(urls),
  ]);
  console.log(
    `Jira issue panel, iframe load → 30 items on screen (median of ${panel.runs.length}): ${panel.median} ms (budget ≤ 500 ms; ${panel.runs.join(', ')})`,
  );
  console.log(
    `Confluence macro, iframe load → 30 items on screen (median of ${macro.runs.length}): ${macro.median} ms (budget ≤ 500 ms; ${macro.runs.join(', ')})`,
  );
  console.log(
    `Three macros on one page, the slowest frame (median of ${macros.runs.length}): ${macros.median} ms (${macros.runs.join(', ')})`,
  );
  console.log(
    `Jira issue panel, Enter → the typed item shown as saved (median of ${addItem.runs.length}): ${addItem.median} ms (budget ≤ ${ADD_ITEM_BUDGET_MS} ms; ${addItem.runs.join(', ')})\n`,
  );
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
    CONNECT_OAUTH_URL: host.url,
    CONNECT_ALLOWED_HOSTS: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  let appStopped = false;
  try {
    await Promise.all([
      waitForUrl(`http://127.0.0.1:${barePort}/ok`),
      waitForUrl(`${appUrl}/healthz`),
    ]);
    const { auth } = await benchSite(appUrl, host, 'bench');

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
    const cpu = { app: processTreeCpu(app.pid ?? 0) };
    const many = (result: Awaited<ReturnType<typeof measure>>): ServerRow => ({
      ...result,
      connections: CONNECTIONS,
    });
    const baseline = many(
      await measure({
        ...common,
        name: 'bare Express GET /ok',
        url: `http://127.0.0.1:${barePort}/ok`,
      }),
    );
    const settings = many(
      await measureWithCpu(
        {
          ...common,
          name: 'GET /api/settings',
          url: `${appUrl}/api/settings`,
          headers: { Authorization: auth },
        },
        cpu,
      ),
    );
    const write50 = many(
      await measureStatusWrites({ ...common, name: 'PATCH item status', appUrl, auth, cpu }),
    );
    const write10: ServerRow = {
      ...(await measureStatusWrites({
        name: 'PATCH item status',
        appUrl,
        auth,
        connections: FEW_CONNECTIONS,
        durationSeconds: DURATION,
        cpu,
      })),
      connections: FEW_CONNECTIONS,
    };

    // Reference rows: the least an item write can do (one row and its audit row in one SQLite
    // transaction, no authentication), served without and with Express (docs/PERFORMANCE.md).
    const floorHttp = many(
      await measureFloorWrite({
        ...common,
        name: 'floor: item write, node:http',
        express: false,
        dbFile: join(dataDir, 'floor-http.sqlite'),
      }),
    );
    const floorExpress = many(
      await measureFloorWrite({
        ...common,
        name: 'floor: item write, Express',
        express: true,
        dbFile: join(dataDir, 'floor-express.sqlite'),
      }),
    );

    const listCommon = {
      connections: FEW_CONNECTIONS,
      durationSeconds: DURATION,
      headers: { Authorization: bigAuth },
    };
    const lists: ServerRow[] = [];
    for (const [name, query] of [
      ['list page 1 (100k)', 'page=1'],
      ['list status=in_progress (100k)', 'status=in_progress'],
      ['list page 500 (100k)', 'page=500'],
    ] as const) {
      const url = `${appUrl}/api/checklists?${query}`;
      const result = await measureWithCpu({ ...listCommon, name, url }, cpu);
      lists.push({ ...result, connections: FEW_CONNECTIONS });
    }
    const myItems = await measureMyItems({
      appUrl,
      dbFile,
      host,
      connections: FEW_CONNECTIONS,
      seconds: DURATION,
    });
    // The SQLite server's work is done; it must not share the cores with the next rows.
    await stop(app);
    appStopped = true;

    // Statistics: servers of their own on SQLite and PostgreSQL, one at a time, 1 connection.
    const statistics = await measureStatistics({ connections: 1, seconds: DURATION });

    const postgres = await measurePostgresRows({
      host,
      connections: [FEW_CONNECTIONS, CONNECTIONS],
      durationSeconds: DURATION,
    });

    console.log(`My items (budget p95 ≤ 50 ms), ${FEW_CONNECTIONS} connections:\n`);
    console.log(`${myItemsTable(myItems)}\n`);
    console.log('Statistics (10,000 checklists × 30 items; budgets in each row), 1 connection:\n');
    console.log(`${statisticsTable(statistics)}\n`);
    console.log('Server on SQLite (floor = "floor: item write, Express"):\n');
    console.log(
      table(
        [baseline, settings, write50, write10, floorHttp, floorExpress, ...lists],
        baseline,
        floorExpress,
      ),
    );
    if (postgres) {
      console.log(`\nItem status on PostgreSQL (${POSTGRES_LOCATION}), against the rows above:\n`);
      console.log(table(postgres, baseline, floorExpress));
    }
    console.log(
      `\n${budgets({
        bare: baseline,
        floorExpress,
        floorHttp,
        write50,
        write10,
        lists,
        postgres,
        postgresNote: postgres
          ? `${POSTGRES_LOCATION}, a fresh schema`
          : `PostgreSQL at ${POSTGRES_LOCATION} did not answer (BENCH_POSTGRES_URL)`,
        macroViewKb: bundles[0]?.gzipKb,
        macroViewBudgetKb: MACRO_VIEW_BUDGET_KB,
        macroViewMs: macro.median,
        issuePanelKb: bundles[1]?.gzipKb,
        issuePanelMs: panel.median,
        addItemMs: addItem.median,
      })}`,
    );
  } finally {
    await Promise.all([stop(bare), appStopped ? undefined : stop(app)]);
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
