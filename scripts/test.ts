/**
 * npm test: everything, in the order that fails fastest.
 *   typecheck → lint → format → unit, client and HTTP tests on SQLite → the same data and
 *   HTTP tests on PostgreSQL (skipped with a message when it is not reachable, unless
 *   REQUIRE_POSTGRES=1) → production build → Playwright through the host simulator.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { ensureChromium } from './lib/chromium';
import { ensureAuthEmulator } from './lib/auth-emulator';

const ROOT = join(import.meta.dirname, '..');
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);
const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const timings: [string, number][] = [];

function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  timings.push([name, Date.now() - started]);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed.`);
    process.exit(result.status ?? 1);
  }
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

ensureChromium();
step('Typecheck', bin('tsc'), ['--noEmit', '-p', '.']);
step('Lint', bin('eslint'), ['.', '--max-warnings=0']);
step('Format', bin('prettier'), ['--check', '.', '--log-level=warn']);
// One Auth emulator for the HTTP tests and Playwright (each would otherwise start its own).
const stopAuthEmulator = await ensureAuthEmulator();
process.on('exit', () => void stopAuthEmulator());
step('Unit, client and HTTP tests (SQLite)', bin('vitest'), [
  'run',
  '--project=unit',
  '--project=client',
  '--project=server-sqlite',
]);

if (await postgresReachable()) {
  step('Data and HTTP tests (PostgreSQL)', bin('vitest'), ['run', '--project=server-postgres']);
} else if (process.env.REQUIRE_POSTGRES === '1') {
  console.error(
    `\n✖ PostgreSQL is required (REQUIRE_POSTGRES=1) but not reachable at ${POSTGRES_URL}.`,
  );
  process.exit(1);
} else {
  console.warn(
    `\n⚠ PostgreSQL is not reachable at ${POSTGRES_URL}: SKIPPING the PostgreSQL run of the data and HTTP tests.`,
  );
}

step('Production build', bin('tsx'), ['scripts/build.ts']);
if (!existsSync(join(ROOT, 'dist', 'client', 'manifest.json'))) {
  console.error('✖ The build wrote no client manifest.');
  process.exit(1);
}
step('End-to-end tests (Playwright, Chromium, host simulator)', bin('playwright'), ['test']);

await stopAuthEmulator();
console.log('\n✔ All tests passed.');
for (const [name, ms] of timings) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
