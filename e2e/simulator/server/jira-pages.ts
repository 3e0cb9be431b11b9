/**
 * Jira's own pages: an issue (the app's content panel, glance, audit tab, transitions, delete),
 * creating an issue, JQL search, the workflow's rules with the app's configuration pages, and
 * a project's settings tab. Their buttons call the /sim routes (jira-sim-routes.ts) from
 * browser/jira-host.ts.
 */
import { Router } from 'express';
import { ISSUE_TYPES, PROJECTS, findProject } from './fixtures';
import { esc } from './html';
import { signedInUser } from './rest-auth';
import { dialogModules, frameFor } from './frames';
import { notInstalled, renderPage, type FrameSpec } from './pages';
import type { SimContext, SiteRuntime } from './context';
import { isProjectAdmin } from './jira-data';
import { searchIssues } from './jira-search';
import { workflowPage } from './jira-workflow-page';
import { workflowEditorRoute } from './workflow-editor';
import { issueViewBody, issueViewRoute } from './jira-issue-view';
import { issueListItems } from './home-lists';

const box = (frame: FrameSpec | undefined, extra = '') =>
  frame ? `<div class="sim-module" id="${frame.containerId}"${extra}></div>` : notInstalled('jira');

export function jiraPages(sim: SimContext, site: SiteRuntime): Router {
  const router = Router();
  const jira = sim.state.jira(site.name);

  router.get(
    '/browse/:issueKey',
    issueViewRoute(jira, (view) => {
      const { user, issue, project } = view;
      const context = {
        'issue.id': issue.id,
        'issue.key': issue.key,
        'issuetype.id': issue.issueTypeId,
        'project.id': project.id,
        'project.key': project.key,
      };
      const hasProperty = sim.state.issueProperties.has(`${site.name}:${issue.id}:checklists`);
      const panel = frameFor(sim, site, 'jira', 'checklists-issue-content', context, user);
      const tab = frameFor(sim, site, 'jira', 'checklists-auditlog', context, user);
      return renderPage({
        site,
        product: 'jira',
        user,
        title: `${issue.key} ${issue.summary}`,
        body: issueViewBody(jira, view, {
          main: `<div class="sim-section"><button class="aui-button" data-sim-quick-add data-testid="sim-quick-add"${hasProperty ? ' hidden' : ''}>Checklists</button></div>
<div class="sim-section" data-testid="issue-panel"${hasProperty ? '' : ' hidden'} data-sim-content-panel><h2>Checklists</h2>${box(panel)}</div>
<div class="sim-section" data-testid="issue-activity"><h2>Activity</h2><button class="aui-button" id="sim-activity-tab" data-testid="sim-activity-tab">Checklist audit log</button>${box(tab)}</div>`,
          aside: `<button class="sim-glance" data-testid="sim-glance" data-sim-glance="${esc(issue.key)}"><span>${esc(sim.descriptor('jira') ? 'Checklists' : '')}</span> <span class="aui-lozenge" data-testid="sim-glance-lozenge"></span></button>
<div class="sim-glance-panel" data-sim-glance-panel hidden><button class="aui-button aui-button-subtle" data-sim-glance-close>Close</button><div class="sim-module" id="sim-glance-frame" data-sim-glance-frame data-addon="${esc(sim.descriptor('jira')?.key ?? '')}" data-context="${esc(JSON.stringify(context))}"></div></div>`,
        }),
        // Jira loads an app's activity tab when it is chosen.
        frames: [panel, tab && { ...tab, openedBy: 'sim-activity-tab' }].filter(
          (f): f is FrameSpec => Boolean(f),
        ),
        dialogModules: dialogModules(sim.descriptor('jira')),
        location: { target: 'issue', context: { issueKey: issue.key, projectKey: project.key } },
      });
    }),
  );

  router.get('/secure/CreateIssue', (req, res) => {
    const user = signedInUser(req, res);
    const options = (
      list: readonly { key?: string; id?: string; name: string }[],
      value: (x: { key?: string; id?: string }) => string,
    ) => list.map((x) => `<option value="${esc(value(x))}">${esc(x.name)}</option>`).join('');
    res.type('html').send(
      renderPage({
        site,
        product: 'jira',
        user,
        title: 'Create issue',
        body: `<h1>Create issue</h1><form class="aui" data-sim-create-issue>
<label>Project <select name="project" data-testid="sim-create-project">${options(PROJECTS, (p) => p.key ?? '')}</select></label>
<label>Issue type <select name="issueType" data-testid="sim-create-type">${options(ISSUE_TYPES, (t) => t.id ?? '')}</select></label>
<label>Summary <input name="summary" required data-testid="sim-create-summary"></label>
<button class="aui-button aui-button-primary" type="submit" data-testid="sim-create-submit">Create</button></form>`,
        frames: [],
        dialogModules: {},
        location: { target: 'site', context: {} },
      }),
    );
  });

  router.get('/issues/', (req, res) => {
    const user = signedInUser(req, res);
    const jql = String(req.query.jql ?? '');
    let results = '';
    try {
      const found = searchIssues(sim, site, jql);
      results = found.length
        ? `<ul class="sim-list">${issueListItems(found)}</ul>`
        : '<p>No issues were found to match your search.</p>';
    } catch (error) {
      results = `<p class="sim-missing">${esc(error instanceof Error ? error.message : String(error))}</p>`;
    }
    res.type('html').send(
      renderPage({
        site,
        product: 'jira',
        user,
        title: 'Search',
        body: `<h1>Search</h1><form class="aui" method="get" action="/issues/"><input name="jql" value="${esc(jql)}" size="60" aria-label="JQL" data-testid="sim-jql"> <button class="aui-button" type="submit">Search</button></form><div data-testid="sim-search-results">${results}</div>`,
        frames: [],
        dialogModules: {},
        location: { target: 'site', context: {} },
      }),
    );
  });

  router.get('/plugins/servlet/project-config/:projectKey/checklists', (req, res) => {
    const user = signedInUser(req, res);
    const project = findProject(req.params.projectKey);
    if (!project) return void res.status(404).type('text').send('No such project');
    const allowed = isProjectAdmin(user, project.key);
    const frame = allowed
      ? frameFor(
          sim,
          site,
          'jira',
          'project-default-templates',
          { 'project.key': project.key, 'project.id': project.id },
          user,
          { fullPage: true, height: '700px' },
        )
      : undefined;
    res.type('html').send(
      renderPage({
        site,
        product: 'jira',
        user,
        title: `${project.name} settings`,
        body: `<div class="sim-crumbs">Projects / ${esc(project.name)} / Project settings</div><h1>Checklists</h1>${allowed ? box(frame) : `<p class="sim-missing" data-testid="sim-no-permission">You don't have permission to view this page.</p>`}`,
        frames: frame ? [frame] : [],
        dialogModules: dialogModules(sim.descriptor('jira')),
        location: { target: 'addonModule', context: { moduleKey: 'project-default-templates' } },
      }),
    );
  });

  router.get(
    '/secure/admin/workflows',
    workflowEditorRoute((user, query) => workflowPage(sim, site, user, query)),
  );
  return router;
}
