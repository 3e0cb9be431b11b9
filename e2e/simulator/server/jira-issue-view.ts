/**
 * Jira's issue view `/browse/:issueKey` as both kinds of site show it (the Connect sites'
 * jira-pages.ts, the Forge site's ../forge/forge-jira-pages.ts): crumbs, summary, the
 * transitions and Delete (browser/jira-issue-actions.ts), the description, then the app's part
 * of the main column and of the right column, which the caller makes. Test ids:
 * `sim-transition-<id>`, `sim-delete-issue`, `sim-transition-error`, `sim-issue-status`.
 */
import type { RequestHandler } from 'express';
import type { SimUser } from '../lib/directory';
import { PROJECTS, findProject, type SimProject } from './fixtures';
import { esc } from './html';
import { signedInUser } from './rest-auth';
import { canBrowse, type JiraData, type LiveIssue } from './jira-data';

export interface IssueView {
  user: SimUser;
  issue: LiveIssue;
  project: SimProject;
}

/** The route of an issue's page, which `render` makes (404 text for an unknown issue). */
export const issueViewRoute =
  (jira: JiraData, render: (view: IssueView) => string): RequestHandler =>
  (req, res) => {
    const user = signedInUser(req, res);
    const found = jira.find(String(req.params.issueKey));
    // An issue the person may not browse looks exactly like one that does not exist.
    const issue = found && canBrowse(user, found.projectKey) ? found : undefined;
    if (!issue) {
      res
        .status(404)
        .type('text')
        .send('Issue does not exist or you do not have permission to see it.');
      return;
    }
    const project = findProject(issue.projectKey) ?? PROJECTS[0]!;
    res.type('html').send(render({ user, issue, project }));
  };

/** The app's parts of the issue view: below the description, and below the details. */
export interface IssueAppParts {
  main: string;
  aside: string;
}

/** The issue view's body around the app's parts. */
export function issueViewBody(
  jira: JiraData,
  { issue, project }: IssueView,
  app: IssueAppParts,
): string {
  const transitions = jira
    .transitionsOf(issue)
    .map(
      (t) =>
        `<button class="aui-button" data-sim-transition="${esc(t.id)}" data-testid="sim-transition-${esc(t.id)}">${esc(t.name)}</button>`,
    )
    .join(' ');
  return `<div class="sim-crumbs">Projects / ${esc(project.name)} / ${esc(issue.key)}</div>
<div class="sim-issue" data-sim-issue="${esc(issue.key)}"><div>
<h1>${esc(issue.summary)}</h1>
<div class="sim-actions">${transitions} <button class="aui-button aui-button-subtle" data-sim-delete data-testid="sim-delete-issue">Delete</button></div>
<div class="sim-transition-error" data-testid="sim-transition-error" role="alert" hidden></div>
<div class="sim-section"><h2>Description</h2><p>${esc(issue.description)}</p></div>
${app.main}
</div><aside><dl class="sim-details"><dt>Status</dt><dd data-testid="sim-issue-status">${esc(issue.status)}</dd><dt>Type</dt><dd>${esc(issue.issueTypeName)}</dd><dt>Project</dt><dd>${esc(project.key)}</dd></dl>
${app.aside}
</aside></div>`;
}
