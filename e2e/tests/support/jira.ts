/** What the Jira journeys share: the simulator's Jira pages and controls. */
import { expect, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { APP, SIM } from './app-frame';

export const JIRA_APP = 'app.checklists.jira';
/** A Jira page module of the app, as `user`. */
export const jiraModule = (module: string, user: string, query = '') =>
  `${SIM}/plugins/servlet/ac/${JIRA_APP}/${module}?as=${user}${query}`;

/** The app frame inside the element with `testId` on a host page. */
export const frameIn = (p: Page, testId: string): FrameLocator =>
  p.getByTestId(testId).locator(`iframe[src^="${APP}"]`).first().contentFrame();

/** Creates an issue the way Jira does (the webhook, `deliveries` times at once). */
export async function createIssue(
  request: APIRequestContext,
  summary: string,
  options: { project?: string; issueType?: string; deliveries?: number; as: string },
): Promise<{ key: string; id: string; statuses: number[] }> {
  const response = await request.post(`${SIM}/sim/issues`, {
    data: {
      project: options.project ?? 'SIM',
      issueType: options.issueType ?? 'Task',
      summary,
      deliveries: options.deliveries ?? 1,
      concurrent: true,
      as: options.as,
    },
  });
  expect(response.ok()).toBe(true);
  return response.json();
}

/**
 * An issue that starts without checklists whatever ran before: a Story, since the Jira journey
 * makes a template the default checklist of SIM's Tasks (and the journeys share the site).
 */
export const createBlankIssue = (
  request: APIRequestContext,
  summary: string,
  options: { as: string },
) => createIssue(request, summary, { ...options, issueType: 'Story' });

/** The issue as the simulator's Jira holds it: status, glance and the `checklists` property. */
export async function issueState(request: APIRequestContext, key: string) {
  const response = await request.get(`${SIM}/sim/issues/${key}`);
  return (await response.json()) as {
    status: string;
    glance: { status: { value: { label: string; type: string } } | null };
    checklists: { count: number; done: number; total: number; complete: boolean } | null;
  };
}
