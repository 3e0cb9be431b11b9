/**
 * Instructions per item write, counted by Valgrind (callgrind) in the server process: a
 * measure that does not move with what else runs on a shared machine, unlike req/s or CPU
 * time. `node --import tsx scripts/bench/write-counts.ts [label=path/to/main.js ...]` (default:
 * this checkout's build). Each server starts under callgrind with counting off, is warmed with
 * WARM requests (default 4000, so V8 has optimised the hot paths), then counts COUNT requests
 * (default 2000) at 10 connections. Slow (Valgrind runs the server ≈ 50× slower): a few minutes
 * per build. The dump stays in COUNTS_DIR (default a temp directory) for callgrind_annotate.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { execFileSync, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { startTestHost, type TestHost } from '../../server/test/test-host';
import { freePort, stop, waitForUrl } from './processes';
import { api, benchSite } from './app-fixture';
import { statusWrites, type StatusTarget } from './load';
import type { ChecklistDto } from '../../shared/checklists';

const ROOT = join(import.meta.dirname, '..', '..');
const WARM = Number(process.env.WARM ?? 4000);
const COUNT = Number(process.env.COUNT ?? 2000);
const CONNECTIONS = 10;
const outDir = process.env.COUNTS_DIR ?? mkdtempSync(join(tmpdir(), 'checklists-counts-'));
mkdirSync(outDir, { recursive: true });

interface Target extends StatusTarget {
  uid: string;
  itemId: string;
}

async function targets(url: string, auth: string): Promise<Target[]> {
  const items = Array.from({ length: 30 }, (_, i) => ({
    kind: 'task',
    text: `Step ${i + 1}`,
    mandatory: i < 10,
  }));
  const list: Target[] = [];
  for (let i = 0; i < CONNECTIONS * 2; i++) {
    const checklist = await api<ChecklistDto>(`${url}/api/checklists`, auth, 'POST', {
      title: `Bench ${i}`,
      items,
    });
    const itemId = checklist.items[15]?.id ?? '';
    list.push({ uid: checklist.uid, itemId, version: checklist.version, done: false });
  }
  return list;
}

async function load(url: string, auth: string, free: Target[], amount: number): Promise<number> {
  const writes = statusWrites(free, (t) => `/api/checklists/${t.uid}/items/${t.itemId}`);
  const result = await autocannon({
    url: `${url}/api/checklists`,
    method: 'PATCH',
    headers: { Authorization: auth, 'Content-Type': 'application/json' },
    connections: CONNECTIONS,
    amount,
    timeout: 60,
    requests: [writes as unknown as autocannon.Request],
  });
  return result.non2xx + result.errors;
}

interface Counts {
  /** Instructions per request on the event loop's thread. */
  main: number;
  /** On every thread (V8's optimising compiler, GC helpers, the checkpointer too). */
  all: number;
}

async function count(host: TestHost, label: string, main: string): Promise<Counts> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const outFile = join(outDir, `callgrind.${label}.out`);
  const child = spawn(
    'valgrind',
    [
      '--tool=callgrind',
      '--instr-atstart=no',
      // One file per thread: the event loop's (thread 1) limits throughput; V8's compiler,
      // its GC helpers and the WAL checkpointer run beside it.
      '--separate-threads=yes',
      `--callgrind-out-file=${outFile}`,
      process.execPath,
      // SERVER_NODE_FLAGS: more flags for the server's node.
      ...(process.env.SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean),
      main,
    ],
    {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        BASE_URL: url,
        DATABASE_URL: `sqlite:${join(outDir, `${label}.sqlite`)}`,
        CONNECT_KEYS_CDN_URL: host.keysUrl,
        CONNECT_ALLOWED_HOSTS: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'ignore'],
    },
  );
  try {
    await waitForUrl(`${url}/healthz`, 300_000);
    const { auth } = await benchSite(url, host, `counts-${label}`);
    const free = await targets(url, auth);
    const warmErrors = await load(url, auth, free, WARM);
    const pid = String(child.pid);
    execFileSync('callgrind_control', ['--instr=on', pid], { stdio: 'ignore' });
    const errors = await load(url, auth, free, COUNT);
    execFileSync('callgrind_control', ['--dump', pid], { stdio: 'ignore' });
    execFileSync('callgrind_control', ['--instr=off', pid], { stdio: 'ignore' });
    if (warmErrors + errors > 0) console.warn(`${label}: ${warmErrors + errors} failed requests`);
  } finally {
    await stop(child);
  }
  const dumps = readdirSync(outDir).filter((f) => f.startsWith(`callgrind.${label}.out`));
  const counts = { main: 0, all: 0 };
  for (const dump of dumps) {
    const text = readFileSync(join(outDir, dump), 'utf8');
    const instructions = Number(/^totals: (\d+)/m.exec(text)?.[1] ?? 0);
    counts.all += instructions;
    if (dump.endsWith('-01')) counts.main += instructions;
  }
  return { main: counts.main / COUNT, all: counts.all / COUNT };
}

const builds = process.argv.slice(2).length
  ? process.argv.slice(2).map((arg) => {
      const [label = arg, main = arg] = arg.includes('=') ? arg.split('=') : ['build', arg];
      return { label, main: resolve(main) };
    })
  : [{ label: 'this', main: join(ROOT, 'dist/server/main.js') }];
const host = await startTestHost();
try {
  for (const build of builds) {
    const { main, all } = await count(host, build.label, build.main);
    const k = (n: number) => `${(n / 1000).toFixed(0)} k`;
    console.log(
      `${build.label}: ${k(main)} instructions per item write on the event loop, ${k(all)} on all threads`,
    );
  }
} finally {
  await host.close();
}
console.log(`Dumps in ${outDir}`);
