/**
 * A person's data on request (docs/OPERATIONS.md, "Personal data"): `person-export` gives
 * every row that names them, `person-erase` leaves neither their id nor their name anywhere in
 * the site's tables, keeps what they did (by a pseudonym) and everyone else's data as it was.
 * The person's footprint is made through the API, in every table that can hold it. On SQLite
 * and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { makeChecklist, makeTemplate } from '../test/fixtures';
import { PNG_DATA_URL } from '../test/images';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { runCommand } from './commands';
import { pseudonymOf } from './person-commands';
import { TENANT_TABLES } from '../db/repositories/tenant-data-repository';

const BOB = '557058:sim-bob';
const ALICE = '557058:sim-alice';
let t: TestApp;
let site: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.install('acme', 'confluence');
  site = t.tenant('acme', 'confluence').clientKey;
});
afterAll(() => t?.close());

async function command(name: string, args: string[]): Promise<string> {
  const lines: string[] = [];
  const config = loadConfig({ DATABASE_URL: t.database.url });
  await runCommand(name, args, config, createLogger('silent'), {
    write: (line) => lines.push(line),
  });
  return lines.join('\n');
}

/** Every row the site holds, as one text. */
async function everything(): Promise<string> {
  const texts: string[] = [];
  for (const { table, column } of TENANT_TABLES) {
    const rows = await t.handle.database.db
      .selectFrom(table)
      .selectAll()
      .where(column, '=', site)
      .execute();
    texts.push(JSON.stringify(rows));
  }
  return texts.join('\n');
}

async function footprintOfBob() {
  expect((await t.as('alice').put('/settings', { allowPublicShareLinks: true })).status).toBe(200);
  const template = await makeTemplate(t, 'bob', [
    { kind: 'task', text: 'Assigned to Bob', assigneeId: BOB },
    { kind: 'signature', text: 'Sign' },
  ]);
  expect(
    (
      await t
        .as('bob')
        .post(`/templates/${template.uid}/invitations`, { email: 'guest@example.com' })
    ).status,
  ).toBe(201);
  const checklist = await makeChecklist(t, 'bob', { templateUid: template.uid, assigneeId: BOB });
  const [task, sign] = checklist.items;
  const ticked = await t.as('bob').patch(`/checklists/${checklist.uid}/items/${task!.id}`, {
    status: 'done',
    note: 'Bob was here',
    version: task!.version,
  });
  expect(ticked.status).toBe(200);
  const signed = await t.as('bob').put(`/checklists/${checklist.uid}/items/${sign!.id}/signature`, {
    image: PNG_DATA_URL,
    version: sign!.version,
  });
  expect(signed.status).toBe(200);
  expect((await t.as('bob').post('/apikeys', { name: 'Bob’s key', scope: 'read' })).status).toBe(
    201,
  );
  expect(
    (await t.as('bob').post(`/checklists/${checklist.uid}/shares`, { permission: 'view' })).status,
  ).toBe(201);
  expect((await t.as('bob').put('/preferences/showCheckedTasks', { value: true })).status).toBe(
    200,
  );
  // Alice's own work on the same checklist stays hers.
  const other = await makeChecklist(t, 'alice', {
    title: 'Alice’s',
    items: [{ kind: 'task', text: 'Mine' }],
  });
  return { template, checklist, other };
}

describe('a person’s data', () => {
  it('is exported, then erased everywhere while what they did stays, by a pseudonym', async () => {
    const { checklist, other } = await footprintOfBob();
    const before = await everything();
    expect(before).toContain(BOB);
    expect(before).toContain('Bob Member');

    const exported = JSON.parse(await command('person-export', [site, BOB])) as {
      personId: string;
      records: { table: string; rows: Record<string, unknown>[] }[];
    };
    expect(exported.personId).toBe(BOB);
    const tables = exported.records.map((record) => record.table);
    for (const table of [
      'templates',
      'checklists',
      'checklist_items',
      'signatures',
      'audit_events',
      'user_preferences',
      'invitations',
      'api_keys',
      'checklist_shares',
    ]) {
      expect(tables).toContain(table);
    }
    expect(JSON.stringify(exported)).not.toContain('secret_hash');
    expect(JSON.stringify(exported)).not.toContain(other.uid);

    const pseudonym = pseudonymOf(site, BOB);
    expect(await command('person-erase', [site, BOB])).toContain(pseudonym);
    const after = await everything();
    expect(after).not.toContain(BOB);
    expect(after).not.toContain('Bob Member');
    expect(after).toContain(pseudonym);
    expect(after).toContain(ALICE);

    // The checklist and its log are still there for the others, by "an erased person".
    const read = await t.as('alice').get(`/checklists/${checklist.uid}`);
    expect(read.status).toBe(200);
    expect(read.body.data.items[0].statusCategory).toBe('done');
    expect(read.body.data.items[0].assigneeId ?? null).toBeNull();
    const log = await t.as('alice').get(`/checklists/${checklist.uid}/audit`);
    expect(log.status).toBe(200);
    expect(JSON.stringify(log.body)).not.toContain('Bob Member');
    expect((await t.as('alice').get(`/checklists/${other.uid}`)).status).toBe(200);
    // Erasing again finds nothing more; an unknown site is a usage error.
    expect(JSON.parse(await command('person-export', [site, BOB])).records).toEqual([]);
    await expect(command('person-erase', ['nope', BOB])).rejects.toThrow('no site nope');
    await expect(command('person-export', [site])).rejects.toThrow(/person-export/);
  });
});
