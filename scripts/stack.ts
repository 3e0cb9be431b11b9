/**
 * `npm run stack`: the compose stack (deploy/compose.yaml) without a container engine, for
 * trying what an operator runs: PostgreSQL (this machine's, `DATABASE_URL`, default database
 * `checklists_stack`, made if missing), `migrate` once, two replicas of the production build
 * started through the image's entry script (deploy/entrypoint.sh) with MIGRATE_ON_START=false,
 * and Debian's nginx with deploy/nginx.conf in front of them on STACK_PORT (8080). Needs
 * `npm run build` first. Ctrl-C stops everything; stopping one replica (its pid is printed)
 * shows the other taking over.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { startNginxProxy } from '../server/test/nginx-proxy';
import { exited, freePort } from '../server/test/server-process';
import { waitForUrl } from './bench/processes';

const ROOT = join(import.meta.dirname, '..');
const ENTRY = join(ROOT, 'deploy/entrypoint.sh');
const PORT = Number(process.env.STACK_PORT ?? 8080);
const DATABASE_URL =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/checklists_stack';

async function ensureDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

if (!existsSync(join(ROOT, 'dist/server/main.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
if (!DATABASE_URL.startsWith('postgres')) {
  console.error('The stack runs on PostgreSQL: DATABASE_URL=postgres://…');
  process.exit(1);
}
await ensureDatabase(DATABASE_URL);

const env = {
  PATH: process.env.PATH ?? '',
  APP_HOME: ROOT,
  NODE_ENV: 'production',
  BASE_URL: process.env.BASE_URL ?? `http://localhost:${PORT}`,
  DATABASE_URL,
  MIGRATE_ON_START: 'false',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  ...(process.env.METRICS_TOKEN ? { METRICS_TOKEN: process.env.METRICS_TOKEN } : {}),
};

const migrated = spawnSync('sh', [ENTRY, 'migrate'], { env, stdio: 'inherit' });
if (migrated.status !== 0) process.exit(migrated.status ?? 1);

const replicas: { port: number; child: ChildProcess }[] = [];
for (let i = 0; i < 2; i++) {
  const port = await freePort();
  const child = spawn('sh', [ENTRY, 'serve'], {
    env: { ...env, PORT: String(port) },
    stdio: 'inherit',
  });
  replicas.push({ port, child });
}
await Promise.all(
  replicas.map(({ port }) => waitForUrl(`http://127.0.0.1:${port}/healthz`, 60_000)),
);
const proxy = await startNginxProxy(
  replicas.map(({ port }) => `127.0.0.1:${port}`),
  PORT,
);

console.log(`\nThe stack runs behind nginx: ${proxy.url}  (ready: ${proxy.url}/readyz)`);
replicas.forEach(({ port, child }, i) =>
  console.log(
    `  app-${i + 1}: http://127.0.0.1:${port}  pid ${child.pid}  (kill ${child.pid} stops it)`,
  ),
);
console.log('Ctrl-C stops everything.\n');

let stopping = false;
async function stopAll() {
  if (stopping) return;
  stopping = true;
  await proxy.stop();
  for (const { child } of replicas) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(replicas.map(({ child }) => exited(child)));
  process.exit(0);
}
process.on('SIGINT', () => void stopAll());
process.on('SIGTERM', () => void stopAll());
