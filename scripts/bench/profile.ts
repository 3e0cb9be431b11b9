/**
 * Profiles the production server under one bench load: `node --import tsx
 * scripts/bench/profile.ts <status|list|settings> [seconds]`. Writes a V8 CPU profile
 * (open it in Chrome DevTools) to PROFILE_DIR (default: a temp directory) and prints the
 * functions with the most self time.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../build-server';
import { startTestHost } from '../../server/test/test-host';
import { freePort, startNode, stop, waitForUrl } from './processes';
import { measure, statusWrites } from './load';
import { contextAuthorization, installOverHttp } from '../../server/test/install-over-http';
import { seedChecklists } from './seed';
import { findUser } from '../../e2e/simulator/lib/directory';
import type { ChecklistDto } from '../../shared/checklists';

const ROOT = join(import.meta.dirname, '..', '..');
const scenario = process.argv[2] ?? 'status';
const seconds = Number(process.argv[3] ?? 5);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

function summarize(file: string): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[] };
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    total += hits;
    const where = node.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\//, '');
    const name = `${node.callFrame.functionName || '(anon)'} ${where}:${node.callFrame.lineNumber}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + hits);
    const pkg = node.callFrame.url.includes('node_modules/')
      ? (node.callFrame.url.split('node_modules/')[1]?.split('/')[0] ?? '?')
      : where || node.callFrame.functionName;
    byFile.set(pkg, (byFile.get(pkg) ?? 0) + hits);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`)
      .join('\n');
  console.log(`\nSelf time by function:\n${top(byFunction, 40)}`);
  console.log(`\nSelf time by package/file:\n${top(byFile, 20)}`);
}

/** CPU seconds the process has used so far (user + system), from /proc. */
function cpuSeconds(child: ChildProcess): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Runs `load` after a warm-up and prints the server's CPU time per request. */
async function perRequest(child: ChildProcess, options: Parameters<typeof measure>[0]) {
  await measure({ ...options, durationSeconds: 2, warmupSeconds: 0 });
  const before = cpuSeconds(child);
  const result = await measure({ ...options, warmupSeconds: 0 });
  const cpu = cpuSeconds(child) - before;
  const requests = result.requestsPerSecond * (options.durationSeconds ?? 10);
  console.log(result, `server CPU ${((cpu / requests) * 1e6).toFixed(0)} us per request`);
}

async function main() {
  await buildServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'checklists-profile-'));
  const profileDir = process.env.PROFILE_DIR ?? join(dataDir, 'profile');
  const dbFile = join(dataDir, 'bench.sqlite');
  const host = await startTestHost();
  const appPort = await freePort();
  const appUrl = `http://localhost:${appPort}`;
  const app = startNode(
    [
      ...(process.env.NO_PROFILE ? [] : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]),
      join(ROOT, 'dist/server/main.js'),
    ],
    {
      NODE_ENV: 'production',
      PORT: String(appPort),
      BASE_URL: appUrl,
      DATABASE_URL: `sqlite:${dbFile}`,
      CONNECT_KEYS_CDN_URL: host.keysUrl,
      CONNECT_OAUTH_URL: host.url,
      CONNECT_ALLOWED_HOSTS: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
  );
  try {
    await waitForUrl(`${appUrl}/healthz`);
    const tenant = await installOverHttp(appUrl, host, 'bench', 'jira');
    const auth = contextAuthorization(tenant);
    if (scenario === 'status') {
      const items = Array.from({ length: 30 }, (_, i) => ({
        kind: 'task',
        text: `Step ${i + 1}`,
        mandatory: i < 10,
      }));
      const free: { uid: string; itemId: string; version: number; done: boolean }[] = [];
      for (let i = 0; i < 200; i++) {
        const response = await fetch(`${appUrl}/api/checklists`, {
          method: 'POST',
          headers: { Authorization: auth, 'Content-Type': 'application/json' },
          body: JSON.stringify({ title: `Bench ${i}`, items }),
        });
        const checklist = ((await response.json()) as { data: ChecklistDto }).data;
        free.push({
          uid: checklist.uid,
          itemId: checklist.items[15]?.id ?? '',
          version: 1,
          done: false,
        });
      }
      await perRequest(app, {
        name: 'PATCH item status',
        url: `${appUrl}/api/checklists`,
        method: 'PATCH',
        connections: 50,
        durationSeconds: seconds,
        headers: { Authorization: auth, 'Content-Type': 'application/json' },
        ...statusWrites(free, (target) => `/api/checklists/${target.uid}/items/${target.itemId}`),
      });
    } else if (scenario === 'list') {
      const big = await installOverHttp(appUrl, host, 'bench-big', 'jira');
      seedChecklists(dbFile, big.clientKey, 100_000, findUser('alice')?.accountId ?? 'alice');
      const bigAuth = contextAuthorization(big);
      for (const query of ['page=1', 'status=in_progress', 'page=500']) {
        await perRequest(app, {
          name: query,
          url: `${appUrl}/api/checklists?${query}`,
          connections: 10,
          durationSeconds: seconds,
          headers: { Authorization: bigAuth },
        });
      }
    } else {
      await perRequest(app, {
        name: 'settings',
        url: `${appUrl}/api/settings`,
        connections: 50,
        durationSeconds: seconds,
        headers: { Authorization: auth },
      });
    }
  } finally {
    await stop(app);
    await host.close();
  }
  if (process.env.NO_PROFILE) return;
  const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
  if (file) {
    summarize(join(profileDir, file));
    console.log(`\nProfile: ${join(profileDir, file)}`);
  }
  if (!process.env.PROFILE_DIR) rmSync(join(dataDir, 'bench.sqlite'), { force: true });
}

await main();
