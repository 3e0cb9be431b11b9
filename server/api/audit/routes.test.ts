import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useTestApp } from '../../test/use-test-app';
import { tasks } from '../../test/fixtures';
import type { AuditLogDto } from '../../../shared/audit';
import { findUser } from '../../../e2e/simulator/lib/directory';

const t = useTestApp(['acme', 'jira'], ['globex', 'jira']);

const jira = (user: string, site = 'acme') => t.as(user, site, 'jira');
const log = async (uid: string, query = '', user = 'bob') =>
  (await jira(user).get(`/checklists/${uid}/audit${query}`)).body.data as AuditLogDto;

describe('the audit log of a checklist', () => {
  it('lists every change newest first with actor, before and after, paginated', async () => {
    const checklist = (await jira('bob').post('/checklists', { title: 'Audited', items: tasks(3) }))
      .body.data;
    const [a, b] = checklist.items;
    await jira('clara')
      .patch(`/checklists/${checklist.uid}/items/${a.id}`, { status: 'done', version: 1 })
      .expect(200);
    await jira('bob')
      .patch(`/checklists/${checklist.uid}/items/${b.id}`, {
        note: 'Waiting for legal',
        version: 1,
      })
      .expect(200);
    await jira('dieter')
      .patch(`/checklists/${checklist.uid}`, { title: 'Audited v2', metaVersion: 1 })
      .expect(200);

    const all = await log(checklist.uid);
    expect(all.items.map((e) => e.action)).toEqual([
      'renamed',
      'note_changed',
      'status_changed',
      'created',
    ]);
    expect(all.items[0]).toMatchObject({
      actor: {
        kind: 'atlassian',
        id: findUser('dieter')?.accountId,
        displayName: 'Dieter Verwalter',
      },
      before: { title: 'Audited' },
      after: { title: 'Audited v2' },
    });
    expect(all.items[2]).toMatchObject({
      itemId: a.id,
      before: { status: 'open' },
      after: { status: 'done' },
    });
    expect(all.actors.map((p) => p.displayName).sort()).toEqual([
      'Bob Member',
      'Clara Mitglied',
      'Dieter Verwalter',
    ]);

    const page = await log(checklist.uid, '?perPage=2&page=2');
    expect(page.items.map((e) => e.action)).toEqual(['status_changed', 'created']);
    expect(page.total).toBe(4);
  });

  it('records on creation how many items, and how many of them are to do', async () => {
    const items = [{ kind: 'heading', text: 'Before' }, ...tasks(2), { kind: 'note', text: 'Ask' }];
    const checklist = (await jira('bob').post('/checklists', { title: 'Counted', items })).body
      .data;
    const [created] = (await log(checklist.uid)).items;
    expect(created).toMatchObject({ action: 'created', after: { items: 4, tasks: 2 } });
  });

  it('filters by action and by person', async () => {
    const checklist = (
      await jira('bob').post('/checklists', { title: 'Filtered', items: tasks(2) })
    ).body.data;
    for (const [index, user] of [
      [0, 'alice'],
      [1, 'clara'],
    ] as const) {
      await jira(user)
        .patch(`/checklists/${checklist.uid}/items/${checklist.items[index].id}`, {
          status: 'done',
          version: 1,
        })
        .expect(200);
    }
    const statusOnly = await log(checklist.uid, '?action=status_changed');
    expect(statusOnly.items.map((e) => e.action)).toEqual(['status_changed', 'status_changed']);
    const byClara = await log(
      checklist.uid,
      `?actorId=${encodeURIComponent(findUser('clara')?.accountId ?? '')}`,
    );
    expect(byClara.items.map((e) => e.action)).toEqual(['completed', 'status_changed']);
    expect(
      (await jira('bob').get(`/checklists/${checklist.uid}/audit?action=exploded`)).status,
    ).toBe(400);
  });

  it('outlives the checklist: its deletion is the newest entry', async () => {
    const checklist = (await jira('bob').post('/checklists', { title: 'Gone', items: tasks(1) }))
      .body.data;
    await jira('bob').delete(`/checklists/${checklist.uid}`).expect(204);
    const after = await log(checklist.uid);
    expect(after.items[0]).toMatchObject({
      action: 'deleted',
      before: { title: 'Gone', items: 1 },
    });
  });

  it('a change refused before it is written (stale version) leaves no event', async () => {
    const checklist = (await jira('bob').post('/checklists', { title: 'Atomic', items: tasks(1) }))
      .body.data;
    const id = checklist.items[0].id;
    await jira('bob')
      .patch(`/checklists/${checklist.uid}/items/${id}`, { status: 'done', version: 1 })
      .expect(200);
    await jira('clara')
      .patch(`/checklists/${checklist.uid}/items/${id}`, { status: 'open', version: 1 })
      .expect(409);
    expect((await log(checklist.uid)).items.map((e) => e.action)).toEqual([
      'completed',
      'status_changed',
      'created',
    ]);
  });
});

describe('the audit log and the change it records', () => {
  /** Makes the database refuse audit events of one action, as a failing audit write would. */
  const refuseAudit = async (action: string) => {
    const db = t.handle.database.db;
    if (t.database.dialect === 'sqlite') {
      await sql`create trigger refuse_audit before insert on audit_events
        when new.action = ${sql.lit(action)}
        begin select raise(abort, 'audit refused'); end`.execute(db);
    } else {
      await sql`create function refuse_audit() returns trigger language plpgsql
        as $$ begin raise exception 'audit refused'; end $$`.execute(db);
      await sql`create trigger refuse_audit before insert on audit_events for each row
        when (new.action = ${sql.lit(action)}) execute function refuse_audit()`.execute(db);
    }
    return async () => {
      if (t.database.dialect === 'sqlite') await sql`drop trigger refuse_audit`.execute(db);
      else {
        await sql`drop trigger refuse_audit on audit_events`.execute(db);
        await sql`drop function refuse_audit()`.execute(db);
      }
    };
  };

  it('commit or roll back together: when the event cannot be written, nothing changes', async () => {
    const checklist = (await jira('bob').post('/checklists', { title: 'Atomic', items: tasks(1) }))
      .body.data;
    const path = `/checklists/${checklist.uid}/items/${checklist.items[0].id}`;
    const change = { status: 'done', note: 'Checked twice', version: 1 };
    const allow = await refuseAudit('note_changed');
    let refused;
    try {
      refused = await jira('bob').patch(path, change);
    } finally {
      await allow();
    }
    expect(refused.status).toBe(500);
    const after = (await jira('bob').get(`/checklists/${checklist.uid}`)).body.data;
    expect(after).toMatchObject({ status: 'not_started', completedAt: null, version: 1 });
    expect(after.items[0]).toMatchObject({ status: 'open', note: null, version: 1 });
    expect((await log(checklist.uid)).items.map((e) => e.action)).toEqual(['created']);

    // The same change goes through, with its events, once the audit log takes them.
    await jira('bob').patch(path, change).expect(200);
    expect((await log(checklist.uid)).items.map((e) => e.action)).toEqual([
      'completed',
      'note_changed',
      'status_changed',
      'created',
    ]);
  });
});

describe('the audit log of a Jira issue', () => {
  it('gathers every checklist of the issue, and only of this site', async () => {
    const place = { kind: 'jira_issue', id: '10042', key: 'SIM-42' };
    const first = (await jira('bob').post('/checklists', { title: 'One', place, items: tasks(1) }))
      .body.data;
    await jira('bob').post('/checklists', { title: 'Two', place }).expect(201);
    await jira('bob')
      .post('/checklists', { title: 'Elsewhere', place: { ...place, id: '10043', key: 'SIM-43' } })
      .expect(201);
    await jira('bob', 'globex').post('/checklists', { title: 'Other site', place }).expect(201);
    await jira('bob')
      .patch(`/checklists/${first.uid}/items/${first.items[0].id}`, { status: 'done', version: 1 })
      .expect(200);

    const issue = (await jira('bob').get('/audit?placeKind=jira_issue&placeId=10042')).body
      .data as AuditLogDto;
    expect(issue.items.map((e) => e.action)).toEqual([
      'completed',
      'status_changed',
      'created',
      'created',
    ]);
    expect((await jira('bob').get('/audit?placeKind=jira_issue')).status).toBe(400);
  });

  it("names each event's item by its current text, null once it is removed", async () => {
    const place = { kind: 'jira_issue', id: '10044', key: 'SIM-44' };
    const list = (await jira('bob').post('/checklists', { title: 'Named', place, items: tasks(2) }))
      .body.data;
    const [kept, removed] = list.items;
    await jira('bob')
      .patch(`/checklists/${list.uid}/items/${kept.id}`, { status: 'done', version: 1 })
      .expect(200);
    await jira('bob')
      .patch(`/checklists/${list.uid}/items/${kept.id}`, {
        text: 'Deploy to production',
        version: 2,
      })
      .expect(200);
    await jira('bob').delete(`/checklists/${list.uid}/items/${removed.id}?version=1`).expect(200);

    const issue = (await jira('bob').get('/audit?placeKind=jira_issue&placeId=10044')).body
      .data as AuditLogDto;
    const byItem = issue.items.filter((e) => e.itemId);
    expect(byItem.length).toBeGreaterThanOrEqual(3);
    for (const event of byItem)
      expect(event.itemText).toBe(event.itemId === kept.id ? 'Deploy to production' : null);
    expect(issue.items.find((e) => !e.itemId)?.itemText).toBeNull();
    const own = (await jira('bob').get(`/checklists/${list.uid}/audit`)).body.data as AuditLogDto;
    expect(own.items.find((e) => e.itemId === kept.id)?.itemText).toBe('Deploy to production');
  });
});
