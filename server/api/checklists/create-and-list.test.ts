/**
 * Creating checklists (from a template, blank or prefilled, in a Jira issue or on a Confluence
 * page; invalid input creates nothing) and listing them with filters and pages, per site.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { makeChecklist, makeTemplate, tasks } from '../../test/fixtures';
import type { ChecklistDto, ChecklistSummaryDto } from '../../../shared/checklists';
import type { Page } from '../../../shared/pagination';
import { bob, checklistRequests, clara } from './test-setup';

const t = useTestApp(['acme', 'confluence'], ['globex', 'confluence']);

const { list } = checklistRequests(() => t);

describe('creating checklists', () => {
  it('from a template: items copied with their ids, template uid and version kept', async () => {
    const template = await makeTemplate(t, 'bob', [
      { kind: 'heading', text: 'Prepare' },
      { kind: 'task', text: 'Book the room', mandatory: true, dueOffsetDays: 2 },
      { kind: 'note', text: 'Ask facilities' },
    ]);
    const checklist = await makeChecklist(t, 'clara', { templateUid: template.uid });
    expect(checklist).toMatchObject({
      title: template.title,
      templateUid: template.uid,
      templateVersion: 1,
      templateTitle: template.title,
      status: 'not_started',
      progress: { done: 0, total: 1, percent: 0 },
      openRequired: 1,
      createdBy: clara,
      place: { kind: 'standalone' },
      version: 1,
    });
    expect(checklist.items.map((i) => [i.id, i.kind, i.status])).toEqual(
      template.items.map((i) => [i.id, i.kind, 'open']),
    );
    const due = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(checklist.items[1]?.dueDate).toBe(due);
  });

  it('blank or prefilled, in a Jira issue or on a Confluence page', async () => {
    t.host.confluence.addPage('acme', {
      id: '10001',
      title: 'Release',
      spaceKey: 'SIM',
      macros: [],
    });
    const blank = await makeChecklist(t, 'bob', { title: 'Ad hoc' });
    expect(blank.items).toEqual([]);
    const prefilled = await makeChecklist(t, 'bob', {
      title: 'From a draft',
      items: tasks(2),
      place: { kind: 'confluence_page', id: '10001', macroId: 'm-1' },
      assigneeId: clara,
      dueDate: '2026-12-24',
    });
    expect(prefilled).toMatchObject({
      templateUid: null,
      place: { kind: 'confluence_page', id: '10001', macroId: 'm-1' },
      assigneeId: clara,
      dueDate: '2026-12-24',
    });
    expect(prefilled.items).toHaveLength(2);
    const issue = await makeChecklist(t, 'bob', {
      title: 'Issue list',
      place: { kind: 'jira_issue', id: '10001', key: 'SIM-1' },
    });
    expect(issue.place).toEqual({ kind: 'jira_issue', id: '10001', key: 'SIM-1' });
  });

  it('refuses invalid input with 400 and creates nothing', async () => {
    const before = (await list('bob', 'perPage=1')).total;
    for (const body of [
      {},
      { title: '' },
      { title: 'x', dueDate: '24.12.2026' },
      { title: 'x', place: { kind: 'jira_issue', key: 'SIM-1' } },
      { title: 'x', items: [{ kind: 'task' }] },
      { title: 'x', extra: true },
    ]) {
      expect((await t.as('bob').post('/checklists', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await t.as('bob').post('/checklists', { templateUid: 'doesNotExist00' })).status).toBe(
      404,
    );
    expect((await list('bob', 'perPage=1')).total).toBe(before);
  });
});

describe('listing checklists', () => {
  it('filters by status, template, assignee and place, and paginates', async () => {
    const template = await makeTemplate(t, 'bob', tasks(1), 'Filtered');
    for (let i = 0; i < 12; i++)
      await makeChecklist(t, 'bob', { templateUid: template.uid, assigneeId: i % 2 ? clara : bob });
    const byTemplate = await list('bob', `templateUid=${template.uid}`);
    expect(byTemplate.total).toBe(12);
    expect(byTemplate.items).toHaveLength(10);
    expect((await list('bob', `templateUid=${template.uid}&page=2`)).items).toHaveLength(2);
    expect(
      (await list('bob', `templateUid=${template.uid}&assigneeId=${encodeURIComponent(clara)}`))
        .total,
    ).toBe(6);

    const one = byTemplate.items[0] as ChecklistSummaryDto;
    const full = (await t.as('bob').get(`/checklists/${one.uid}`)).body.data as ChecklistDto;
    const item = full.items[0];
    await t
      .as('bob')
      .patch(`/checklists/${one.uid}/items/${item?.id}`, { status: 'done', version: 1 })
      .expect(200);
    const completed = await list('bob', `templateUid=${template.uid}&status=completed`);
    expect(completed.items.map((c) => c.uid)).toEqual([one.uid]);
    expect((await list('bob', `templateUid=${template.uid}&status=open`)).total).toBe(11);
    expect(
      (await list('bob', 'placeKind=jira_issue&placeId=10001')).items.every(
        (c) => c.place.kind === 'jira_issue',
      ),
    ).toBe(true);
    expect((await list('bob', 'search=FILTERED')).total).toBe(12);
  });

  it('validates the filters', async () => {
    expect((await t.as('bob').get('/checklists?status=finished')).status).toBe(400);
    expect((await t.as('bob').get('/checklists?sort=random')).status).toBe(400);
    const badTemplate = await t.as('bob').get('/checklists?templateUid=not%20an%20id');
    expect(badTemplate.status).toBe(400);
    expect(badTemplate.body.error.code).toBe('validation_failed');
  });

  it('filters by a template of its own site only', async () => {
    const template = await makeTemplate(t, 'bob', tasks(1), 'Site-bound');
    const made = await makeChecklist(t, 'bob', { templateUid: template.uid });
    const byTemplate = async (site: string) =>
      (
        (await t.as('bob', site).get(`/checklists?templateUid=${template.uid}&perPage=100`)).body
          .data as Page<ChecklistSummaryDto>
      ).items.map((c) => c.uid);
    expect(await byTemplate('acme')).toEqual([made.uid]);
    expect(await byTemplate('globex')).toEqual([]);
  });
});
