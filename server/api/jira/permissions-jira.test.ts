/**
 * Who may use the Jira pages, decided by Jira's permission API on the server: a member cannot
 * reach the admin pages or another project's tab by calling the API directly (403, nothing
 * changed), and nobody sees the checklists of an issue they cannot see.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { tenantSnapshot } from '../../test/tenant-snapshot';

const t = useTestApp(['acme', 'jira'], ['acme', 'confluence']);
const jira = (user: string) => t.as(user, 'acme', 'jira');
const snapshot = () =>
  tenantSnapshot(t.handle.database.db, [
    t.tenant('acme', 'jira').clientKey,
    t.tenant('acme', 'confluence').clientKey,
  ]);

async function expectRefused(
  response: { status: number; body: { error?: { code?: string; message?: string } } },
  status: number,
  code: string,
) {
  expect(response.status).toBe(status);
  expect(response.body.error?.code).toBe(code);
  expect(response.body.error?.message).toBeTruthy();
}

describe('the enabled projects (site admins)', () => {
  it('are refused to a member, read or written, and nothing changes', async () => {
    const before = await snapshot();
    for (const user of ['bob', 'clara']) {
      await expectRefused(await jira(user).get('/jira/enabled-projects'), 403, 'forbidden');
      await expectRefused(await jira(user).get('/jira/projects?query=S'), 403, 'forbidden');
      await expectRefused(
        await jira(user).put('/jira/enabled-projects', { projectIds: ['10000'], version: 0 }),
        403,
        'forbidden',
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  it('are read and saved by a site admin, with a 409 for a stale version', async () => {
    const projects = (await jira('dieter').get('/jira/projects?query=op').expect(200)).body.data;
    expect(projects).toEqual([{ id: '10001', key: 'OPS', name: 'Operations' }]);
    const saved = (
      await jira('alice')
        .put('/jira/enabled-projects', { projectIds: ['10001'], version: 0 })
        .expect(200)
    ).body.data;
    expect(saved).toEqual({
      projects: [{ id: '10001', key: 'OPS', name: 'Operations' }],
      version: 1,
    });
    const stale = await jira('dieter').put('/jira/enabled-projects', {
      projectIds: [],
      version: 0,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.current).toEqual(saved);
    await jira('dieter').put('/jira/enabled-projects', { projectIds: [], version: 1 }).expect(200);
  });

  it("answer the Confluence app with a message: they are Jira's", async () => {
    await expectRefused(
      await t.as('alice', 'acme', 'confluence').get('/jira/enabled-projects'),
      403,
      'forbidden',
    );
    const panel = await t.as('alice', 'acme', 'confluence').get('/jira/issues/10001/panel');
    expect(panel.status).toBe(400);
    expect(panel.body.error.message).toBe('This works only in the Checklists app for Jira.');
  });
});

describe("a project's default templates (its admins and site admins)", () => {
  it('are refused to members who do not administer the project, and nothing changes', async () => {
    const before = await snapshot();
    for (const [user, project] of [
      ['bob', '10000'],
      ['bob', '10001'],
      ['clara', '10000'],
    ] as const) {
      await expectRefused(
        await jira(user).get(`/jira/projects/${project}/default-templates`),
        403,
        'forbidden',
      );
      await expectRefused(
        await jira(user).put(`/jira/projects/${project}/default-templates/10001`, {
          templateUids: [],
        }),
        403,
        'forbidden',
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  it('are open to a project admin who is no site admin', async () => {
    const data = (await jira('clara').get('/jira/projects/10001/default-templates').expect(200))
      .body.data;
    expect(data.project.key).toBe('OPS');
  });
});

describe('the issue panel', () => {
  it('shows nothing of an issue that does not exist or was deleted (404), and adds nothing to it', async () => {
    const before = await snapshot();
    await expectRefused(await jira('bob').get('/jira/issues/99999/panel'), 404, 'not_found');
    t.host.jira.deletedIssues.add('10777');
    await expectRefused(await jira('bob').get('/jira/issues/10777/panel'), 404, 'not_found');
    await expectRefused(
      await jira('bob').post('/checklists', {
        title: 'Nowhere',
        place: { kind: 'jira_issue', id: '10777', key: 'SIM-777' },
      }),
      404,
      'not_found',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('takes the issue key from Jira, not from the caller', async () => {
    const created = (
      await jira('bob')
        .post('/checklists', {
          title: 'Keyed',
          place: { kind: 'jira_issue', id: '10005', key: 'SIM-999' },
        })
        .expect(201)
    ).body.data;
    expect(created.place).toEqual({ kind: 'jira_issue', id: '10005', key: 'SIM-5' });
  });

  it('so a caller may leave the key out: the issue id is enough', async () => {
    const created = (
      await jira('bob')
        .post('/checklists', { title: 'Keyless', place: { kind: 'jira_issue', id: '10006' } })
        .expect(201)
    ).body.data;
    expect(created.place).toEqual({ kind: 'jira_issue', id: '10006', key: 'SIM-6' });
  });
});
