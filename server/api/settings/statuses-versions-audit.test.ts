/**
 * Global settings: custom statuses keep their ids (renamed and removed statuses still label
 * the items that carry them), saves carry a version (a stale one answers 409), and every
 * change writes a `settings_changed` audit event in the same transaction.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useTestApp } from '../../test/use-test-app';
import { makeChecklist, tasks } from '../../test/fixtures';
import type { ChecklistDto } from '../../../shared/checklists';
import type { GlobalSettings } from '../../../shared/settings';
import type { AuditEventDto } from '../../../shared/audit';

const t = useTestApp(['acme', 'confluence'], ['globex', 'confluence']);

const read = async (site = 'acme') =>
  (await t.as('bob', site).get('/settings').expect(200)).body.data as GlobalSettings;
const history = async (site = 'acme') =>
  (await t.as('alice', site).get('/settings/audit?perPage=100').expect(200)).body.data as {
    items: AuditEventDto[];
    total: number;
  };
const save = async (body: object, user = 'alice', site = 'acme') => {
  const response = await t.as(user, site).put('/settings', body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as GlobalSettings;
};

const blocked = { id: 'blocked-k3x9', name: 'Blocked', colour: '#DE350B', category: 'open' };
const verified = { id: 'verified-a1b2', name: 'Verified', colour: '#36B37E', category: 'done' };

describe('custom status ids', () => {
  let checklist: ChecklistDto;

  it('an item keeps its custom status, and its label, when the status is renamed', async () => {
    const start = await read();
    await save({
      version: start.version,
      showCustomTaskStatus: true,
      customTaskStatuses: [blocked, verified],
    });
    checklist = await makeChecklist(t, 'bob', { title: 'Renames', items: tasks(2) });
    const [first, second] = checklist.items;
    for (const [item, status] of [
      [first, blocked.id],
      [second, verified.id],
    ] as const) {
      await t
        .as('bob')
        .patch(`/checklists/${checklist.uid}/items/${item?.id}`, { status, version: 1 })
        .expect(200);
    }

    const before = await read();
    const renamed = await save({
      version: before.version,
      customTaskStatuses: [{ ...blocked, name: 'Waiting for parts' }, verified],
    });
    expect(renamed.customTaskStatuses.map((s) => s.id)).toEqual([blocked.id, verified.id]);

    const item = (await t.as('bob').get(`/checklists/${checklist.uid}`)).body.data.items[0];
    expect(item).toMatchObject({ status: blocked.id, statusCategory: 'open' });
    const label = (await read()).customTaskStatuses.find((s) => s.id === item.status)?.name;
    expect(label).toBe('Waiting for parts');
  });

  it('saves two statuses whose names have no Latin letters', async () => {
    const current = await read();
    const saved = await save({
      version: current.version,
      customTaskStatuses: [
        ...current.customTaskStatuses,
        { id: 'status-q7w2', name: '保留中', colour: '#FF991F', category: 'open' },
        { id: 'status-z8m4', name: '確認済み', colour: '#00875A', category: 'done' },
      ],
    });
    expect(saved.customTaskStatuses.map((s) => s.name)).toContain('確認済み');
  });

  it('keeps a removed status for the items that carry it: its last name and their count', async () => {
    const current = await read();
    await save({
      version: current.version,
      customTaskStatuses: current.customTaskStatuses.filter((s) => s.id !== verified.id),
    });
    const after = await read();
    expect(after.customTaskStatuses.map((s) => s.id)).not.toContain(verified.id);
    expect(after.retiredTaskStatuses).toContainEqual(verified);

    const view = (await t.as('bob').get(`/checklists/${checklist.uid}`)).body.data as ChecklistDto;
    expect(view.items[1]).toMatchObject({ status: verified.id, statusCategory: 'done' });
    expect(view.progress).toMatchObject({ done: 1, total: 2 });

    // No item can be set to a removed status.
    const refused = await t
      .as('bob')
      .patch(`/checklists/${checklist.uid}/items/${view.items[0]?.id}`, {
        status: verified.id,
        version: 2,
      });
    expect(refused.status).toBe(400);

    // Adding it back (same id) restores it.
    const restored = await save({
      version: after.version,
      customTaskStatuses: [...after.customTaskStatuses, verified],
    });
    expect(restored.retiredTaskStatuses.map((s) => s.id)).not.toContain(verified.id);
  });

  it('does not accept retired statuses from a client', async () => {
    const response = await t.as('alice').put('/settings', { retiredTaskStatuses: [] });
    expect(response.status).toBe(400);
  });
});

describe('versions', () => {
  it('counts versions from 0 for a site that never saved', async () => {
    expect((await read('globex')).version).toBe(0);
    expect(
      (await save({ version: 0, allowPublicShareLinks: true }, 'alice', 'globex')).version,
    ).toBe(1);
    expect((await read('globex')).version).toBe(1);
  });

  it('refuses a stale save with 409 and the current settings, and changes nothing', async () => {
    const start = await read();
    const first = await save({ version: start.version, showCustomTaskStatus: false });
    expect(first.version).toBe(start.version + 1);
    const events = (await history()).total;

    const stale = await t
      .as('dieter')
      .put('/settings', { version: start.version, showCustomTaskStatus: true })
      .set('Accept-Language', 'en');
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('conflict');
    expect(stale.body.error.message).toMatch(/^Another administrator saved these settings/);
    expect(stale.body.error.current).toEqual(first);
    expect(await read()).toEqual(first);
    expect((await history()).total).toBe(events);

    const german = await t
      .as('dieter')
      .put('/settings', { version: start.version, showCustomTaskStatus: true })
      .set('Accept-Language', 'de');
    expect(german.status).toBe(409);
    expect(german.body.error.message).toMatch(/hat diese Einstellungen gerade gespeichert/);
  });

  it('lets only one of two admins saving at once win; the other gets 409', async () => {
    const start = await read();
    const [mine, theirs] = await Promise.all([
      t.as('alice').put('/settings', {
        version: start.version,
        allowPublicShareLinks: !start.allowPublicShareLinks,
      }),
      t.as('dieter').put('/settings', {
        version: start.version,
        allowPublicShareLinks: !start.allowPublicShareLinks,
      }),
    ]);
    expect([mine.status, theirs.status].sort()).toEqual([200, 409]);
    const winner = mine.status === 200 ? mine : theirs;
    expect(await read()).toEqual(winner.body.data);
    expect((await read()).version).toBe(start.version + 1);
  });

  it('refuses invalid input with 400 and changes nothing (version included)', async () => {
    const before = await read();
    const events = (await history()).total;
    const response = await t.as('alice').put('/settings', {
      version: before.version,
      customTaskStatuses: [blocked, { ...blocked, name: 'Other' }],
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(await read()).toEqual(before);
    expect((await history()).total).toBe(events);
  });

  it('says in German when two statuses have the same id', async () => {
    const response = await t
      .as('dieter')
      .put('/settings', { customTaskStatuses: [blocked, { ...blocked, name: 'Anders' }] })
      .set('Accept-Language', 'de');
    expect(response.status).toBe(400);
    expect(response.body.error.message).toContain('Zwei Status haben dieselbe ID.');
  });

  it('refuses members with 403 and changes nothing (version included)', async () => {
    const before = await read();
    const events = (await history()).total;
    const response = await t.as('bob').put('/settings', {
      version: before.version,
      showCustomTaskStatus: !before.showCustomTaskStatus,
    });
    expect(response.status).toBe(403);
    expect(await read()).toEqual(before);
    expect((await history()).total).toBe(events);
  });

  it('a save that changes nothing keeps the version and writes no event', async () => {
    const before = await read();
    const events = (await history()).total;
    const same = await save({
      version: before.version,
      showCustomTaskStatus: before.showCustomTaskStatus,
    });
    expect(same).toEqual(before);
    expect((await history()).total).toBe(events);
  });
});

describe('audit', () => {
  it('records each change as settings_changed with before and after, newest first', async () => {
    const before = await read();
    await t
      .as('dieter')
      .put('/settings', {
        version: before.version,
        allowPublicShareLinks: !before.allowPublicShareLinks,
        defaultLanguage: 'de',
      })
      .expect(200);
    const [latest] = (await history()).items;
    expect(latest).toMatchObject({
      action: 'settings_changed',
      checklistUid: null,
      templateUid: null,
      actor: { displayName: 'Dieter Verwalter' },
      before: {
        allowPublicShareLinks: before.allowPublicShareLinks,
        defaultLanguage: before.defaultLanguage,
      },
      after: { allowPublicShareLinks: !before.allowPublicShareLinks, defaultLanguage: 'de' },
    });
    expect(Object.keys(latest?.after as object)).toEqual([
      'allowPublicShareLinks',
      'defaultLanguage',
    ]);
  });

  it('keeps each site to its own events, and shows them to site admins only', async () => {
    const globex = (await history('globex')).items;
    expect(globex.every((e) => e.action === 'settings_changed')).toBe(true);
    expect(globex).toHaveLength(1);
    expect((await t.as('bob').get('/settings/audit')).status).toBe(403);
  });

  it('rolls the change back when its audit event cannot be written', async () => {
    const { db, dialect } = t.handle.database;
    const before = await read();
    if (dialect === 'sqlite') {
      await sql`create trigger refuse_settings_audit before insert on audit_events
        when new.action = 'settings_changed' begin select raise(abort, 'refused'); end`.execute(db);
    } else {
      await sql`create function refuse_settings_audit() returns trigger language plpgsql as $$
        begin if new.action = 'settings_changed' then raise exception 'refused'; end if; return new; end $$`.execute(
        db,
      );
      await sql`create trigger refuse_settings_audit before insert on audit_events
        for each row execute function refuse_settings_audit()`.execute(db);
    }
    try {
      const response = await t.as('alice').put('/settings', {
        version: before.version,
        showCustomTaskStatus: !before.showCustomTaskStatus,
      });
      expect(response.status).toBe(500);
      expect(await read()).toEqual(before);
    } finally {
      if (dialect === 'sqlite') await sql`drop trigger refuse_settings_audit`.execute(db);
      else {
        await sql`drop trigger refuse_settings_audit on audit_events`.execute(db);
        await sql`drop function refuse_settings_audit()`.execute(db);
      }
    }
  });
});
