/**
 * Post functions "Complete checklists" and "Skip checklists", a deleted issue, and the issue
 * property Jira keeps: what a transition does to the issue's checklists, once per delivery.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { tasks } from '../../test/fixtures';
import { jiraCall, issueJson, transitioned } from '../../test/jira-host-calls';
import type { ChecklistDto } from '../../../shared/checklists';
import type { AuditLogDto } from '../../../shared/audit';
import type { ChecklistsIssueProperty } from '../../../shared/jira';

const t = useTestApp(['acme', 'jira']);
const jira = (user: string) => t.as(user, 'acme', 'jira');

async function checklistOn(issueId: string, title: string, items = tasks(3), templateUid?: string) {
  const place = { kind: 'jira_issue', id: issueId, key: `SIM-${Number(issueId) - 10000}` };
  const body = templateUid ? { templateUid, place } : { title, items, place };
  return (await jira('bob').post('/checklists', body).expect(201)).body.data as ChecklistDto;
}
const read = async (uid: string) =>
  (await jira('bob').get(`/checklists/${uid}`).expect(200)).body.data as ChecklistDto;
const auditOf = async (issueId: string) =>
  (await jira('bob').get(`/audit?placeKind=jira_issue&placeId=${issueId}`)).body
    .data as AuditLogDto;
const property = async (issueId: string) => {
  await t.handle.issueSync.flush();
  return t.host.jira.properties.get(`${issueId}:checklists`) as ChecklistsIssueProperty | undefined;
};

describe('the "Complete checklists" post function', () => {
  it('ticks open items, mandatory ones when configured, as the workflow for the person', async () => {
    const items = [...tasks(2), { kind: 'task' as const, text: 'Sign-off', mandatory: true }];
    const a = await checklistOn('10400', 'Release', items);
    const b = await checklistOn('10400', 'Deploy', items);
    const issue = { id: '10400', key: 'SIM-400' };

    await transitioned(
      t,
      'complete',
      issue,
      { tickMandatory: false },
      { identifier: 'run-1' },
    ).expect(204);
    expect((await read(a.uid)).status).toBe('in_progress');
    expect((await property('10400'))?.mandatoryOpen).toBe(2);

    await transitioned(
      t,
      'complete',
      issue,
      { tickMandatory: true },
      { identifier: 'run-2' },
    ).expect(204);
    for (const uid of [a.uid, b.uid]) expect((await read(uid)).status).toBe('completed');
    expect(await property('10400')).toMatchObject({
      count: 2,
      done: 6,
      total: 6,
      progress: 100,
      complete: true,
      mandatoryOpen: 0,
    });
    const log = await auditOf('10400');
    expect(log.items[0]?.actor).toMatchObject({ kind: 'workflow', displayName: 'Bob Member' });

    // Jira retries run-2 after someone reopened a checklist: nothing changes twice.
    await jira('bob').post(`/checklists/${a.uid}/reopen`).expect(200);
    const events = (await auditOf('10400')).total;
    await transitioned(
      t,
      'complete',
      issue,
      { tickMandatory: true },
      { identifier: 'run-2' },
    ).expect(204);
    expect((await auditOf('10400')).total).toBe(events);
    expect((await read(a.uid)).status).toBe('in_progress');
  });

  it('acts only on the checklists of the chosen templates', async () => {
    const template = (
      await jira('alice')
        .post('/templates', { title: 'Chosen', items: tasks(1) })
        .expect(201)
    ).body.data;
    const chosen = await checklistOn('10401', '', undefined, template.uid);
    const other = await checklistOn('10401', 'Other', tasks(1));
    await transitioned(
      t,
      'complete',
      { id: '10401', key: 'SIM-401' },
      {
        checklists: 'templates',
        templateUids: [template.uid],
      },
    ).expect(204);
    expect((await read(chosen.uid)).status).toBe('completed');
    expect((await read(other.uid)).status).toBe('not_started');
  });
});

describe('the "Skip checklists" post function', () => {
  it('skips open checklists with the transition as reason, and leaves completed ones', async () => {
    const open = await checklistOn('10402', 'Open');
    const done = await checklistOn('10402', 'Done', tasks(1));
    await jira('bob')
      .patch(`/checklists/${done.uid}/items/${done.items[0]!.id}`, { status: 'done', version: 1 })
      .expect(200);
    // Without a header the delivery is known by issue, transition and time.
    await transitioned(t, 'skip', { id: '10402', key: 'SIM-402' }, {}, { timestamp: 1 }).expect(
      204,
    );
    await transitioned(t, 'skip', { id: '10402', key: 'SIM-402' }, {}, { timestamp: 1 }).expect(
      204,
    );
    const skipped = await read(open.uid);
    expect(skipped.status).toBe('skipped');
    expect(skipped.skipReason).toBe('Done (In Progress → Done)');
    expect((await read(done.uid)).status).toBe('completed');
    expect((await auditOf('10402')).items.filter((e) => e.action === 'skipped')).toHaveLength(1);
    expect(await property('10402')).toMatchObject({ complete: true, mandatoryOpen: 0 });
  });
});

describe('a deleted issue', () => {
  it('archives its checklists, keeps their audit log, and Jira keeps no property', async () => {
    const checklist = await checklistOn('10403', 'Going away');
    expect((await property('10403'))?.count).toBe(1);
    t.host.jira.deletedIssues.add('10403');
    await jiraCall(t, '/jira/webhooks/issue-deleted', {
      webhookEvent: 'jira:issue_deleted',
      issue: issueJson('10403', 'SIM-403'),
    }).expect(204);
    expect((await read(checklist.uid)).status).toBe('archived');
    expect((await auditOf('10403')).items[0]?.action).toBe('archived');
    await t.handle.issueSync.flush();
    const pending = await t.handle.database.db.selectFrom('jira_issue_sync').selectAll().execute();
    expect(pending).toEqual([]);
  });
});

describe('the issue property', () => {
  it('follows every change, and waits for Jira with backoff without holding up the write', async () => {
    const checklist = await checklistOn('10404', 'Synced', tasks(2, true));
    expect(await property('10404')).toMatchObject({ done: 0, total: 2, progress: 0 });

    t.host.jira.outage = true;
    try {
      await jira('bob')
        .patch(`/checklists/${checklist.uid}/items/${checklist.items[0]!.id}`, {
          status: 'done',
          version: 1,
        })
        .expect(200);
      await t.handle.issueSync.flush();
      const [entry] = await t.handle.database.db
        .selectFrom('jira_issue_sync')
        .selectAll()
        .execute();
      expect(entry).toMatchObject({ issue_id: '10404', attempts: 1 });
      expect(entry?.last_error).toContain('503');
    } finally {
      t.host.jira.outage = false;
    }
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await property('10404')).toMatchObject({
      done: 1,
      total: 2,
      progress: 50,
      mandatoryOpen: 1,
    });
    expect(await t.handle.database.db.selectFrom('jira_issue_sync').selectAll().execute()).toEqual(
      [],
    );
  });
});
