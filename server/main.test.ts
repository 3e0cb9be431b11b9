import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './paths';

const start = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    // Loading the server's sources through tsx takes tens of seconds on a loaded machine.
    timeout: 60_000,
  });

describe('server start', { timeout: 70_000 }, () => {
  it('refuses to start in production with the Auth emulator configured', () => {
    const result = start({
      NODE_ENV: 'production',
      BASE_URL: 'https://checklists.example.com',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      DATABASE_URL: 'sqlite::memory:',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Checklists cannot start.');
    expect(result.stderr).toContain('FIREBASE_AUTH_EMULATOR_HOST must not be set in production');
  });

  it('explains a bad value and exits', () => {
    const result = start({ PORT: 'abc' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT must be a whole number');
  });

  it('refuses several server processes on SQLite', () => {
    const result = start({ SERVER_PROCESSES: '2', DATABASE_URL: 'sqlite::memory:' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('SERVER_PROCESSES above 1 needs PostgreSQL');
  });
});
