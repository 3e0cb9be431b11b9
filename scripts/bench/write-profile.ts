/**
 * The item write of one server build under load, with Linux perf recording the server for the
 * measured seconds only (warm-up and set-up left out; JIT frames named by --perf-basic-prof):
 * `node --import tsx scripts/bench/write-profile.ts [path/to/main.js] [seconds] [connections]`.
 * PROFILE=perf (default) writes PERF_OUT (default /tmp/write.perf.data) for `perf report -i`;
 * PROFILE=v8 writes a V8 CPU profile of the same seconds to CPU_PROFILE_OUT (default
 * /tmp/write.cpuprofile; read it with profile-summary.ts); PROFILE=none only prints req/s and
 * the server's CPU per request.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startTestHost } from '../../server/test/test-host';
import { freePort, startNode, stop, waitForUrl } from './processes';
import { processTreeCpu } from './cpu-meter';
import { benchSite, measureStatusWrites } from './app-fixture';

const ROOT = join(import.meta.dirname, '..', '..');
const [mainArg, secondsArg, connectionsArg] = process.argv.slice(2);
const main = resolve(mainArg ?? join(ROOT, 'dist/server/main.js'));
const seconds = Number(secondsArg ?? 10);
const connections = Number(connectionsArg ?? 50);
const mode = process.env.PROFILE ?? 'perf';
const perfOut = process.env.PERF_OUT ?? '/tmp/write.perf.data';
const v8Out = process.env.CPU_PROFILE_OUT ?? '/tmp/write.cpuprofile';
const flags =
  mode === 'perf'
    ? ['--perf-basic-prof']
    : mode === 'v8'
      ? ['--import', join(import.meta.dirname, 'cpu-profile-hook.mjs')]
      : [];

const dataDir = mkdtempSync(join(tmpdir(), 'checklists-write-profile-'));
const host = await startTestHost();
const port = await freePort();
const url = `http://localhost:${port}`;
// SERVER_NODE_FLAGS: more flags for the server's node (e.g. --log-ic --logfile=/tmp/ic.log).
const extra = (process.env.SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
const app = startNode([...flags, ...extra, main], {
  CPU_PROFILE_OUT: v8Out,
  NODE_ENV: 'production',
  PORT: String(port),
  BASE_URL: url,
  DATABASE_URL: `sqlite:${join(dataDir, 'app.sqlite')}`,
  CONNECT_KEYS_CDN_URL: host.keysUrl,
  CONNECT_ALLOWED_HOSTS: '127.0.0.1',
  LOG_LEVEL: 'warn',
});
rmSync(v8Out, { force: true });
try {
  await waitForUrl(`${url}/healthz`);
  const { auth } = await benchSite(url, host, 'bench');
  const cpu = { app: processTreeCpu(app.pid ?? 0) };
  // A first run warms the server (JIT, caches) on items of its own.
  await measureStatusWrites({
    name: 'warm-up',
    appUrl: url,
    auth,
    connections,
    durationSeconds: 3,
    cpu,
  });
  let perf: ReturnType<typeof spawn> | undefined;
  const result = await measureStatusWrites({
    name: 'PATCH item status',
    appUrl: url,
    auth,
    connections,
    durationSeconds: seconds,
    cpu: {
      app: async () => {
        if (mode === 'v8') app.kill('SIGUSR2');
        if (mode === 'perf' && !perf) {
          perf = spawn(
            'perf',
            ['record', '-e', 'cpu-clock', '-F', '1999', '-g', '-o', perfOut, '-p', String(app.pid)],
            {
              stdio: 'ignore',
            },
          );
        }
        return cpu.app();
      },
    },
  });
  // The hook writes the profile after its second signal (the probe's call after the run).
  for (let i = 0; mode === 'v8' && !existsSync(v8Out) && i < 100; i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  if (perf) {
    const done = new Promise((resolve) => perf?.once('exit', resolve));
    perf.kill('SIGINT');
    await done;
  }
  console.log(
    `${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.appCpuMs?.toFixed(3)} ms server CPU per request, ${result.errors + result.non2xx} errors`,
  );
} finally {
  await stop(app);
  await host.close();
  rmSync(dataDir, { recursive: true, force: true });
}
