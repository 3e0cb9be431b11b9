/**
 * The data lifecycle driven by the operator (a Forge site no lifecycle callback reaches) with
 * UNINSTALL_RETENTION_DAYS: `tenant-state <key> uninstalled` starts the retention, `installed`
 * within it keeps everything, and past it the housekeeping purges that site and nothing else.
 * Time is the purge's argument, never a wait. On SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { makeChecklist, tasks } from '../test/fixtures';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { runCommand } from './commands';

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { UNINSTALL_RETENTION_DAYS: '7' } });
  await t.install('acme', 'confluence');
  await t.install('globex', 'confluence');
});
afterAll(() => t?.close());

const setState = async (tenantKey: string, state: string) => {
  const lines: string[] = [];
  const config = loadConfig({ DATABASE_URL: t.database.url, UNINSTALL_RETENTION_DAYS: '7' });
  await runCommand('tenant-state', [tenantKey, state], config, createLogger('silent'), {
    write: (line) => lines.push(line),
  });
  return lines[0];
};

const checklistsOf = async (tenantKey: string) =>
  (
    await t.handle.database.db
      .selectFrom('checklists')
      .select('uid')
      .where('tenant_key', '=', tenantKey)
      .execute()
  ).length;

describe('tenant-state and UNINSTALL_RETENTION_DAYS', () => {
  it('keeps a site for the retention, restores it when marked installed, then purges only it', async () => {
    const acme = t.tenant('acme', 'confluence').clientKey;
    const globex = t.tenant('globex', 'confluence').clientKey;
    const kept = await makeChecklist(t, 'bob', { title: 'Kept', items: tasks(2) });
    await makeChecklist(t, 'bob', { title: 'Elsewhere', items: tasks(1) }, 'globex');
    const purge = (days: number) =>
      t.handle.lifecycle.purgeExpired(new Date(Date.now() + days * DAY));

    expect(await setState(acme, 'uninstalled')).toBe(
      `${acme} is uninstalled; its data is purged after 7 days unless it is marked installed again`,
    );
    expect(await purge(6)).toBe(0);
    expect(await setState(acme, 'installed')).toBe(`${acme} is installed`);
    expect(await purge(8)).toBe(0);
    const read = await t.as('bob').get(`/checklists/${kept.uid}`);
    expect(read.status).toBe(200);
    expect(read.body.data.title).toBe('Kept');

    await setState(acme, 'uninstalled');
    expect(await purge(8)).toBe(1);
    expect(await checklistsOf(acme)).toBe(0);
    const tenantRow = await t.handle.database.db
      .selectFrom('tenants')
      .select('client_key')
      .where('client_key', '=', acme)
      .executeTakeFirst();
    expect(tenantRow).toBeUndefined();
    expect(await checklistsOf(globex)).toBe(1);
    expect((await t.as('bob', 'globex').get('/checklists')).body.data.total).toBe(1);
  });

  it('refuses an unknown site or state', async () => {
    await expect(setState('forge:nope', 'uninstalled')).rejects.toThrow('no site forge:nope');
    await expect(setState('x', 'gone')).rejects.toThrow(/tenant-state/);
  });

  it('takes 1 to 3650 days', () => {
    expect(loadConfig({}).uninstallRetentionDays).toBe(30);
    expect(() => loadConfig({ UNINSTALL_RETENTION_DAYS: '0' })).toThrow(/UNINSTALL_RETENTION_DAYS/);
  });
});
