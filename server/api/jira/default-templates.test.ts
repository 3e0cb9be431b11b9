/**
 * Default templates: set per project and issue type by the project's admins, applied when an
 * issue is created (exactly once, also when Jira redelivers or two deliveries race), and by the
 * panel as a fallback for an issue created after they were set.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { tasks } from '../../test/fixtures';
import type { TemplateItemInput } from '../../../shared/items';
import type { TemplateDto } from '../../../shared/templates';
import { issueCreated, issueJson } from '../../test/jira-host-calls';
import { tenantSnapshot } from '../../test/tenant-snapshot';
import type { DefaultTemplatesDto, IssuePanelDto } from '../../../shared/jira';

const t = useTestApp(['acme', 'jira']);
const jira = (user: string) => t.as(user, 'acme', 'jira');
const panel = async (issueId: string, user = 'bob') =>
  (await jira(user).get(`/jira/issues/${issueId}/panel`).expect(200)).body.data as IssuePanelDto;

async function makeTemplate(title: string, items: TemplateItemInput[]): Promise<TemplateDto> {
  return (await jira('alice').post('/templates', { title, items }).expect(201)).body.data;
}

async function setDefaults(templateUids: string[], issueTypeId = '10001', projectId = '10000') {
  const response = await jira('alice').put(
    `/jira/projects/${projectId}/default-templates/${issueTypeId}`,
    { templateUids },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as DefaultTemplatesDto;
}

describe('default templates', () => {
  it('are listed per issue type with the project and its issue types', async () => {
    const release = await makeTemplate('Release', tasks(2));
    const data = await setDefaults([release.uid]);
    expect(data.project).toEqual({ id: '10000', key: 'SIM', name: 'Simulation' });
    expect(data.issueTypes.map((i) => i.name)).toEqual(['Task', 'Bug', 'Story']);
    expect(data.defaults).toEqual([
      { issueTypeId: '10001', templates: [{ uid: release.uid, title: 'Release' }] },
    ]);
  });

  it('are applied once to a new issue, however often Jira delivers the webhook', async () => {
    const a = await makeTemplate('Deploy', tasks(2));
    const b = await makeTemplate('Review', tasks(3, true));
    await setDefaults([a.uid, b.uid]);
    const issue = issueJson('10100', 'SIM-100');
    await issueCreated(t, issue, { identifier: 'delivery-1' }).expect(204);
    await issueCreated(t, issue, { identifier: 'delivery-1' }).expect(204);
    await issueCreated(t, issue, { identifier: 'delivery-2' }).expect(204);
    const twice = issueJson('10101', 'SIM-101');
    await Promise.all([issueCreated(t, twice), issueCreated(t, twice), issueCreated(t, twice)]);

    const first = await panel('10100');
    expect(first.projectEnabled).toBe(true);
    expect(first.checklists.map((c) => c.title)).toEqual(['Deploy', 'Review']);
    expect(first.checklists[0]?.place).toEqual({ kind: 'jira_issue', id: '10100', key: 'SIM-100' });
    expect((await panel('10101')).checklists).toHaveLength(2);

    // Jira hears of them: the issue property and the glance.
    await t.handle.issueSync.flush();
    expect(t.host.jira.properties.get('10100:checklists')).toEqual({
      count: 2,
      total: 5,
      done: 0,
      mandatoryOpen: 5,
      progress: 0,
      complete: false,
      // Each checklist named once, then its open items.
      openMandatoryItems: ['Deploy: Task 1, Task 2', 'Review: Task 1, Task 2, Task 3'],
      namedOpen: 5,
    });
    expect(
      t.host.jira.properties.get(
        '10100:com.atlassian.jira.issue:app.checklists.jira:checklists-glance:status',
      ),
    ).toEqual({ type: 'lozenge', value: { label: '0/5', type: 'new' } }); // keys: ${[...t.host.jira.properties.keys()]}

    // The audit log names Jira, for the person who created the issue.
    const audit = (await jira('bob').get('/audit?placeKind=jira_issue&placeId=10100')).body.data;
    expect(audit.items[0].actor).toMatchObject({ kind: 'jira', displayName: 'Bob Member' });
  });

  it('are owed by the panel only to issues created after they were set', async () => {
    const onboarding = await makeTemplate('Story checklist', tasks(1));
    await setDefaults([onboarding.uid], '10003');
    // The stand-in Jira says SIM issues are Tasks: set a Task default too, dated now.
    await setDefaults([onboarding.uid], '10001');
    t.host.jira.created.set('10200', '2020-01-01T00:00:00.000+0000');
    expect((await panel('10200')).checklists).toEqual([]);
    t.host.jira.created.set('10201', new Date(Date.now() + 60_000).toISOString());
    expect((await panel('10201')).checklists.map((c) => c.title)).toEqual(['Story checklist']);
    expect((await panel('10201')).checklists).toHaveLength(1);
  });

  it('are not applied in a project that is not enabled, and the panel says so', async () => {
    const template = await makeTemplate('Ops only', tasks(1));
    await setDefaults([template.uid], '10001', '10000');
    await jira('alice')
      .put('/jira/enabled-projects', { projectIds: ['10001'], version: 0 })
      .expect(200);
    try {
      await issueCreated(t, issueJson('10300', 'SIM-300')).expect(204);
      const data = await panel('10300');
      expect(data).toMatchObject({ projectEnabled: false, checklists: [] });
      expect(data.issue).toEqual({
        id: '10300',
        key: 'SIM-300',
        projectId: '10000',
        issueTypeId: '10001',
      });
    } finally {
      const current = (await jira('alice').get('/jira/enabled-projects')).body.data;
      await jira('alice')
        .put('/jira/enabled-projects', { projectIds: [], version: current.version })
        .expect(200);
    }
  });

  it('refuses unknown templates, issue types and projects with a message, changing nothing', async () => {
    const before = await tenantSnapshot(t.handle.database.db, [t.tenant('acme', 'jira').clientKey]);
    const bad = await jira('alice').put('/jira/projects/10000/default-templates/10001', {
      templateUids: ['nosuchtemplate00'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('nosuchtemplate00');
    expect(
      (
        await jira('alice').put('/jira/projects/10000/default-templates/99999', {
          templateUids: [],
        })
      ).status,
    ).toBe(404);
    expect((await jira('alice').get('/jira/projects/99999/default-templates')).status).toBe(404);
    expect((await jira('alice').get('/jira/projects/abc/default-templates')).status).toBe(404);
    expect(
      await tenantSnapshot(t.handle.database.db, [t.tenant('acme', 'jira').clientKey]),
    ).toEqual(before);
  });
});
