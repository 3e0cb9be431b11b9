/**
 * A Jira admin write answers what it wrote: once its change is committed, nothing asked of
 * Jira afterwards can turn the answer into an error (a 503, or a 403 from a right asked again)
 * while the change stands.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { tasks } from '../../test/fixtures';
import type { DefaultTemplatesDto, EnabledProjectsDto } from '../../../shared/jira';
import type { TemplateDto } from '../../../shared/templates';

const t = useTestApp(['acme', 'jira']);
const jira = (user: string) => t.as(user, 'acme', 'jira');

/** Takes Jira down from the `n`th call matching `path` on. */
function downFromCall(n: number, path: RegExp) {
  let calls = 0;
  t.host.jira.onCall = (method, called) => {
    if (method === 'GET' && path.test(called) && ++calls >= n) t.host.jira.outage = true;
  };
}

afterEach(() => {
  t.host.jira.onCall = null;
  t.host.jira.outage = false;
});

describe('a Jira admin write', () => {
  it('saving the enabled projects answers them, whatever Jira says after the save', async () => {
    // Asked once to check the projects exist; a second ask (after the save) finds Jira down.
    downFromCall(2, /^\/project\/10001$/);
    const saved = await jira('alice').put('/jira/enabled-projects', {
      projectIds: ['10001'],
      version: 0,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data as EnabledProjectsDto).toEqual({
      projects: [{ id: '10001', key: 'OPS', name: 'Operations' }],
      version: 1,
    });
    t.host.jira.outage = false;
    t.host.jira.onCall = null;
    const read = await jira('alice').get('/jira/enabled-projects').expect(200);
    expect(read.body.data).toEqual(saved.body.data);
  });

  it("saving a project's default templates answers them, whatever Jira says after the save", async () => {
    const template = (
      await jira('alice')
        .post('/templates', { title: 'Release', items: tasks(1) })
        .expect(201)
    ).body.data as TemplateDto;
    downFromCall(2, /^\/project\/10000$/);
    const saved = await jira('alice').put('/jira/projects/10000/default-templates/10002', {
      templateUids: [template.uid],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const answer = saved.body.data as DefaultTemplatesDto;
    expect(answer.defaults).toEqual([
      { issueTypeId: '10002', templates: [{ uid: template.uid, title: 'Release' }] },
    ]);
    t.host.jira.outage = false;
    t.host.jira.onCall = null;
    const read = await jira('alice').get('/jira/projects/10000/default-templates').expect(200);
    expect(read.body.data).toEqual(answer);
  });
});
