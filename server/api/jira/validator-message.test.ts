/**
 * The validator "Checklists complete" names the open required items from the issue property
 * (docs/JIRA.md): each checklist once, then its items as a person reads them, markdown
 * markers and link targets left out, so a link's long URL does not fill an item's 60
 * characters and cut the name off.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { issueCreated, issueJson } from '../../test/jira-host-calls';
import type { ChecklistsIssueProperty } from '../../../shared/jira';

const t = useTestApp(['acme', 'jira']);
const jira = (user: string) => t.as(user, 'acme', 'jira');

describe('the validator’s message', () => {
  it('names each checklist once and its items as they read, not as typed in markdown', async () => {
    const template = (
      await jira('alice')
        .post('/templates', {
          title: 'Release 2.0',
          items: [
            {
              kind: 'task',
              text: 'Sign the [release notes](https://wiki.example.com/display/REL/2026/Release+notes+for+the+very+long+version+2.0)',
              mandatory: true,
            },
            { kind: 'task', text: 'Run `npm run deploy` on **prod**', mandatory: true },
            { kind: 'task', text: 'Optional', mandatory: false },
          ],
        })
        .expect(201)
    ).body.data as { uid: string };
    await jira('alice')
      .put('/jira/projects/10000/default-templates/10001', { templateUids: [template.uid] })
      .expect(200);
    await issueCreated(t, issueJson('10500', 'SIM-500')).expect(204);
    await t.handle.issueSync.flush();
    const property = t.host.jira.properties.get('10500:checklists') as ChecklistsIssueProperty;
    expect(property.openMandatoryItems).toEqual([
      'Release 2.0: Sign the release notes, Run npm run deploy on prod',
    ]);
    expect(property.namedOpen).toBe(2);
  });
});
