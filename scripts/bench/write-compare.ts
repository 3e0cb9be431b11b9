/**
 * The item write against its reference rows, for one server build or several side by side:
 * `node --import tsx scripts/bench/write-compare.ts [label=path/to/dist/server/main.js ...]`
 * (default: this checkout's build). Each round measures bare Express, both floor rows and, for
 * every build in turn (the order alternates between rounds), the item write at 50 and at 10
 * connections, with the CPU each server process spent per answered request. Interleaving the
 * builds round by round puts them in the same minutes of a shared machine, which the full
 * `npm run bench` (one build, three minutes) cannot. ROUNDS (default 3) and BENCH_SECONDS
 * (default 10) set its length.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { buildServer } from '../build-server';
import { startTestHost } from '../../server/test/test-host';
import { freePort, startNode, stop, waitForUrl } from './processes';
import { measureWithCpu, processTreeCpu } from './cpu-meter';
import { measureFloorWrite } from './floor-load';
import { benchSite, measureStatusWrites } from './app-fixture';
import type { LoadResult } from './load';

const ROOT = join(import.meta.dirname, '..', '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 3);

interface Build {
  label: string;
  main: string;
}

interface RoundRow {
  round: number;
  name: string;
  result: LoadResult;
}

function builds(): Build[] {
  const args = process.argv.slice(2);
  if (args.length === 0)
    return [{ label: 'this checkout', main: join(ROOT, 'dist/server/main.js') }];
  return args.map((arg) => {
    const [label = arg, main = arg] = arg.includes('=') ? arg.split('=') : [arg, arg];
    return { label, main: resolve(main) };
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function main() {
  if (process.argv.length <= 2) await buildServer();
  const list = builds();
  const dataDir = mkdtempSync(join(tmpdir(), 'checklists-write-compare-'));
  const host = await startTestHost();
  const barePort = await freePort();
  const bare = startNode(['--import', 'tsx', join(ROOT, 'scripts/bench/bare-server.ts')], {
    PORT: String(barePort),
  });
  const apps: { build: Build; child: ChildProcess; url: string; auth: string }[] = [];
  const rows: RoundRow[] = [];
  try {
    for (const [index, build] of list.entries()) {
      const port = await freePort();
      const url = `http://localhost:${port}`;
      const child = startNode([build.main], {
        NODE_ENV: 'production',
        PORT: String(port),
        BASE_URL: url,
        DATABASE_URL: `sqlite:${join(dataDir, `app-${index}.sqlite`)}`,
        CONNECT_KEYS_CDN_URL: host.keysUrl,
        CONNECT_ALLOWED_HOSTS: '127.0.0.1',
        LOG_LEVEL: 'warn',
      });
      apps.push({ build, child, url, auth: '' });
      await waitForUrl(`${url}/healthz`);
      const app = apps[apps.length - 1];
      if (app) app.auth = (await benchSite(url, host, `bench-${index}`)).auth;
    }
    await waitForUrl(`http://127.0.0.1:${barePort}/ok`);
    const common = { connections: 50, durationSeconds: DURATION };
    for (let round = 1; round <= ROUNDS; round++) {
      const add = (name: string, result: LoadResult) => {
        rows.push({ round, name, result });
        const cpu = result.appCpuMs === undefined ? '' : `, ${result.appCpuMs.toFixed(3)} ms CPU`;
        console.log(
          `round ${round} ${name}: ${result.requestsPerSecond} req/s, p99 ${result.p99Ms} ms${cpu}, ${result.errors + result.non2xx} errors`,
        );
      };
      add(
        'bare Express',
        await measureWithCpu(
          { ...common, name: 'bare', url: `http://127.0.0.1:${barePort}/ok` },
          { app: processTreeCpu(bare.pid ?? 0) },
        ),
      );
      for (const express of [false, true]) {
        const name = express ? 'floor, Express' : 'floor, node:http';
        const dbFile = join(dataDir, `floor-${round}-${express ? 'express' : 'http'}.sqlite`);
        add(name, await measureFloorWrite({ ...common, name, express, dbFile }));
      }
      const order = round % 2 ? apps : [...apps].reverse();
      for (const app of order) {
        const cpu = { app: processTreeCpu(app.child.pid ?? 0) };
        const write = { name: 'write', appUrl: app.url, auth: app.auth, cpu };
        add(`${app.build.label}: write, 50`, await measureStatusWrites({ ...write, ...common }));
        add(
          `${app.build.label}: write, 10`,
          await measureStatusWrites({ ...write, connections: 10, durationSeconds: DURATION }),
        );
      }
    }
  } finally {
    await Promise.all([stop(bare), ...apps.map((app) => stop(app.child))]);
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  report(rows, list);
}

function report(rows: RoundRow[], list: Build[]): void {
  const of = (round: number, name: string) =>
    rows.find((r) => r.round === round && r.name === name)?.result;
  console.log(
    '\n| build | round | write req/s (50) | of floor, Express | of floor, node:http | of bare | app CPU ms/req | p99 at 10 ms | floor Express / node:http / bare req/s | floor CPU ms/req (Express / node:http) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const build of list) {
    const shares: number[][] = [[], [], [], [], [], []];
    for (let round = 1; round <= ROUNDS; round++) {
      const [write50, write10, floorExpress, floorHttp, bare] = [
        of(round, `${build.label}: write, 50`),
        of(round, `${build.label}: write, 10`),
        of(round, 'floor, Express'),
        of(round, 'floor, node:http'),
        of(round, 'bare Express'),
      ];
      if (!write50 || !write10 || !floorExpress || !floorHttp || !bare) continue;
      const row = [
        write50.requestsPerSecond,
        write50.requestsPerSecond / floorExpress.requestsPerSecond,
        write50.requestsPerSecond / floorHttp.requestsPerSecond,
        write50.requestsPerSecond / bare.requestsPerSecond,
        write50.appCpuMs ?? 0,
        write10.p99Ms,
      ];
      row.forEach((value, i) => shares[i]?.push(value));
      console.log(
        `| ${build.label} | ${round} | ${cells(row)} | ${floorExpress.requestsPerSecond} / ${floorHttp.requestsPerSecond} / ${bare.requestsPerSecond} | ${(floorExpress.appCpuMs ?? 0).toFixed(3)} / ${(floorHttp.appCpuMs ?? 0).toFixed(3)} |`,
      );
    }
    console.log(`| ${build.label} | median | ${cells(shares.map(median))} | | |`);
  }
}

function cells([rps = 0, express = 0, http = 0, bare = 0, cpu = 0, p99 = 0]: number[]): string {
  const pct = (share: number) => `${(share * 100).toFixed(0)} %`;
  return [rps.toFixed(0), pct(express), pct(http), pct(bare), cpu.toFixed(3), p99.toFixed(0)].join(
    ' | ',
  );
}

await main();
