/**
 * Backups read back in full: a site's checklists, items, templates and audit log are backed up
 * (SQLite: the `backup` command, online, while the app runs; PostgreSQL: pg_dump and pg_restore
 * as docs/OPERATIONS.md says), restored into a fresh database, and an app on that database
 * answers the same: every table's row count, and one checklist with its audit log compared in
 * full. On SQLite and PostgreSQL.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { POSTGRES_URL } from '../test/test-database';
import { makeChecklist, makeTemplate, tasks } from '../test/fixtures';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { runCommand } from './commands';
import { TENANT_TABLES } from '../db/repositories/tenant-data-repository';
import type { ChecklistDto } from '../../shared/checklists';

const run = (name: string, args: string[], databaseUrl: string) =>
  runCommand(name, args, loadConfig({ DATABASE_URL: databaseUrl }), createLogger('silent'), {
    write: () => {},
  });

const TABLES = [...TENANT_TABLES.map((t) => t.table), 'tenants', 'kysely_migration'];

async function counts(app: TestApp): Promise<Record<string, number>> {
  const db = app.handle.database.db;
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table as 'tenants')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

/** PostgreSQL: pg_dump of the test schema, pg_restore into a new database; its URL. */
function dumpAndRestorePostgres(sourceUrl: string, dir: string): { url: string; drop: () => void } {
  const schema = /search_path=(\w+)/.exec(
    new URL(sourceUrl).searchParams.get('options') ?? '',
  )?.[1];
  if (!schema) throw new Error('no schema in the test database URL');
  const dump = join(dir, 'checklists.dump');
  const pgDump = spawnSync(
    'pg_dump',
    ['--format=custom', '--no-owner', `--schema=${schema}`, `--file=${dump}`, POSTGRES_URL],
    { encoding: 'utf8' },
  );
  expect(pgDump.status, pgDump.stderr).toBe(0);
  const fresh = `restore_${randomBytes(5).toString('hex')}`;
  const admin = (sql: string) => {
    const result = spawnSync('psql', [POSTGRES_URL, '-v', 'ON_ERROR_STOP=1', '-c', sql], {
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
  };
  admin(`create database ${fresh}`);
  const target = new URL(POSTGRES_URL);
  target.pathname = `/${fresh}`;
  const restore = spawnSync(
    'pg_restore',
    ['--no-owner', '--exit-on-error', `--dbname=${target.toString()}`, dump],
    { encoding: 'utf8' },
  );
  expect(restore.status, restore.stderr).toBe(0);
  target.searchParams.set('options', `-c search_path=${schema}`);
  return { url: target.toString(), drop: () => admin(`drop database ${fresh} with (force)`) };
}

describe('backup and restore', () => {
  let t: TestApp;
  let restored: TestApp | undefined;
  let dropRestored = () => {};
  const dir = mkdtempSync(join(tmpdir(), 'checklists-backup-'));

  beforeAll(async () => {
    t = await createTestApp();
    await t.install('acme', 'confluence');
    await t.install('globex', 'confluence');
  });
  afterAll(async () => {
    await restored?.close();
    dropRestored();
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores into a fresh database what the app answered before', async () => {
    const template = await makeTemplate(t, 'bob', tasks(3), 'Release');
    const checklist: ChecklistDto = await makeChecklist(t, 'bob', {
      title: 'Release 4.2',
      templateUid: template.uid,
    });
    for (const item of checklist.items.slice(0, 2)) {
      const ticked = await t.as('alice').patch(`/checklists/${checklist.uid}/items/${item.id}`, {
        status: 'done',
        version: item.version,
      });
      expect(ticked.status, JSON.stringify(ticked.body)).toBe(200);
    }
    const renamed = await t
      .as('bob')
      .patch(`/checklists/${checklist.uid}`, { title: 'Release 4.2.1', metaVersion: 1 });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    await makeChecklist(t, 'bob', { title: 'Elsewhere', items: tasks(1) }, 'globex');

    const bob = t.contextAuth('acme', 'confluence', 'bob');
    const read = (app: TestApp, path: string) =>
      app.http.get(`/api${path}`).set('Authorization', bob).expect(200);
    const before = {
      counts: await counts(t),
      checklist: (await read(t, `/checklists/${checklist.uid}`)).body,
      audit: (await read(t, `/checklists/${checklist.uid}/audit`)).body,
    };
    expect(JSON.stringify(before.audit)).toContain('status_changed');

    let restoredUrl: string;
    if (t.database.dialect === 'sqlite') {
      // Online: the app keeps running (and writing) while the copy is taken.
      const file = join(dir, 'backup.sqlite');
      await run('backup', [file], t.database.url);
      restoredUrl = `sqlite:${join(dir, 'restored', 'checklists.sqlite')}`;
      await run('restore', [file], restoredUrl);
      // A restore never overwrites a database.
      await expect(run('restore', [file], restoredUrl)).rejects.toThrow(/exists/);
    } else {
      const pgRestored = dumpAndRestorePostgres(t.database.url, dir);
      restoredUrl = pgRestored.url;
      dropRestored = pgRestored.drop;
    }

    restored = await createTestApp({ env: { DATABASE_URL: restoredUrl } });
    expect(await counts(restored)).toEqual(before.counts);
    expect((await read(restored, `/checklists/${checklist.uid}`)).body).toEqual(before.checklist);
    expect((await read(restored, `/checklists/${checklist.uid}/audit`)).body).toEqual(before.audit);
  }, 60_000);

  it('refuses what it cannot do', async () => {
    await expect(run('backup', [join(dir, 'x.sqlite')], 'postgres://h/db')).rejects.toThrow(
      /pg_dump/,
    );
    const junk = join(dir, 'junk.sqlite');
    writeFileSync(junk, 'not a database');
    await expect(run('restore', [junk], `sqlite:${join(dir, 'new.sqlite')}`)).rejects.toThrow();
  });
});
