/**
 * Our Forge Jira app's events in tests: the bodies Forge posts (issue created and deleted, a
 * post function's event) and what the tests read back as a person of the Forge site.
 */
import { expect } from 'vitest';
import type { ForgeTestApp } from './forge-test-app';
import type { ForgeInstallation } from './forge-invocation-tokens';
import { tasks } from './fixtures';
import { tenantSnapshot } from './tenant-snapshot';
import { findUser } from '../../e2e/simulator/lib/directory';
import type { ChecklistDto } from '../../shared/checklists';
import type { IssuePanelDto } from '../../shared/jira';

export const BOB = findUser('bob')?.accountId ?? '';

/** An issue of project SIM (10000) with the Task type (10001), with or without its fields. */
export const forgeIssue = (id: string, fields = true) => ({
  id,
  key: `SIM-${Number(id) - 10000}`,
  ...(fields
    ? { fields: { project: { id: '10000', key: 'SIM' }, issuetype: { id: '10001' }, summary: 'x' } }
    : {}),
});

/** `site()`: the Forge installation the helpers act on (made in the test file's beforeAll). */
export function forgeJiraEvents(f: ForgeTestApp, site: () => ForgeInstallation) {
  const created = (id: string, fields = true) => ({
    eventType: 'avi:jira:created:issue',
    atlassianId: BOB,
    issue: forgeIssue(id, fields),
  });
  const deleted = (id: string) => ({ eventType: 'avi:jira:deleted:issue', issue: forgeIssue(id) });
  const panel = async (issueId: string) =>
    (await f.as(site(), 'bob').get(`/jira/issues/${issueId}/panel`).expect(200)).body
      .data as IssuePanelDto;
  const read = async (uid: string) =>
    (await f.as(site(), 'bob').get(`/checklists/${uid}`).expect(200)).body.data as ChecklistDto;
  /** Everything the site stored, once the issue property's worker is done. */
  const snapshot = async () => {
    await f.t.handle.issueSync.flush();
    return tenantSnapshot(f.t.handle.database.db, [site().tenantKey]);
  };
  const checklistOn = async (issueId: string, title: string) => {
    const place = { kind: 'jira_issue', id: issueId, key: `SIM-${Number(issueId) - 10000}` };
    const response = await f
      .as(site(), 'bob')
      .post('/checklists', { title, items: tasks(2), place });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data as ChecklistDto;
  };
  return { created, deleted, panel, read, snapshot, checklistOn };
}
