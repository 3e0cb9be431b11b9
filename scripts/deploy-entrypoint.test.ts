/**
 * The image's entry script (deploy/entrypoint.sh), run as the image runs it but without a
 * container (none runs here): an APP_HOME laid out as the image's /app (package.json,
 * node_modules, dist/server/main.js), production mode, SQLite in a data folder standing in for
 * the volume. Nothing may be written outside that folder: the image's root filesystem may be
 * read-only.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server';
import { freePort, waitForUrl } from './bench/processes';

const ROOT = join(import.meta.dirname, '..');
const ENTRY = join(ROOT, 'deploy/entrypoint.sh');
let home: string;
let data: string;

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(home, join(entry.parentPath, entry.name)))
    .filter((path) => !path.startsWith('node_modules'))
    .sort();
}

const env = (port: number, extra: Record<string, string> = {}) => ({
  PATH: process.env.PATH ?? '',
  APP_HOME: home,
  NODE_ENV: 'production',
  PORT: String(port),
  BASE_URL: `http://localhost:${port}`,
  DATABASE_URL: `sqlite:${join(data, 'checklists.sqlite')}`,
  ...extra,
});

const run = (args: string[], extra: Record<string, string> = {}) =>
  spawnSync('sh', [ENTRY, ...args], { env: env(3999, extra), encoding: 'utf8', timeout: 60_000 });

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

beforeAll(async () => {
  home = mkdtempSync(join(tmpdir(), 'checklists-image-'));
  data = join(home, 'data');
  mkdirSync(data);
  copyFileSync(join(ROOT, 'package.json'), join(home, 'package.json'));
  symlinkSync(join(ROOT, 'node_modules'), join(home, 'node_modules'));
  await buildServer(join(home, 'dist/server/main.js'));
}, 60_000);

afterAll(() => rmSync(home, { recursive: true, force: true }));

describe('the entry script', { timeout: 90_000 }, () => {
  it('refuses to run without a build, and runs any other command as given', () => {
    const missing = spawnSync('sh', [ENTRY], {
      env: { PATH: process.env.PATH ?? '', APP_HOME: join(home, 'nowhere') },
      encoding: 'utf8',
    });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('dist/server/main.js is missing');
    const other = run(['echo', 'hello']);
    expect(other.stdout).toBe('hello\n');
  });

  it('serves, unready until `migrate` has run, and stops cleanly on SIGTERM', async () => {
    const before = files(home);
    const port = await freePort();
    const server = spawn('sh', [ENTRY], { env: env(port, { MIGRATE_ON_START: 'false' }) });
    const stopped = exited(server);
    try {
      await waitForUrl(`http://127.0.0.1:${port}/healthz`, 60_000);
      const unready = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(unready.status).toBe(503);
      expect(await unready.json()).toMatchObject({
        status: 'unavailable',
        checks: { database: 'ok', migrations: 'failed' },
      });

      const migrated = run(['migrate']);
      expect(migrated.status).toBe(0);
      expect(migrated.stdout).toMatch(/0001/);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(ready.status).toBe(200);
      expect(run(['migrate']).status).toBe(0);
    } finally {
      server.kill('SIGTERM');
    }
    // `exec`: the signal reached node itself, which shut down gracefully.
    expect(await stopped).toBe(0);
    const written = files(home).filter((path) => !before.includes(path));
    expect(written.length).toBeGreaterThan(0);
    expect(written.filter((path) => !path.startsWith('data/'))).toEqual([]);
  });

  it('passes the server’s own commands their arguments and exit codes', () => {
    for (const command of ['tenant-state', 'person-export', 'person-erase']) {
      expect(run([command]).status).toBe(2);
    }
    const backup = run(['backup', join(data, 'copy.sqlite')]);
    expect(backup.status).toBe(0);
  });
});
