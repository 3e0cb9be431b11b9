/**
 * Jira's issue view on the Forge site: the app's issue panel (`jira:issuePanel`, shown once
 * someone added it with its button, as Jira keeps it for the issue; the issue's `checklists`
 * property shows it too), its issue context (`jira:issueContext`, collapsed until opened) and
 * activity (`jira:issueActivity`, loaded when its tab is chosen), transitions and Delete, which
 * call the /sim routes as on the Connect sites. Test ids: `issue-panel`, `issue-context`,
 * `issue-activity` around the frames, `sim-forge-add-panel`, `sim-forge-context-toggle`,
 * `sim-activity-tab`, `sim-transition-<id>`, `sim-transition-error`, `sim-issue-status`.
 */
import { Router } from 'express';
import { PROJECTS, findProject } from '../server/fixtures';
import { esc } from '../server/html';
import { signedInUser } from '../server/rest-auth';
import type { SiteRuntime } from '../server/context';
import type { ForgeHost } from './forge-host';
import { findModule, manifestText } from './forge-apps';
import { forgeFrame, frameBox, issueExtension } from './forge-frames';
import { forgeNotInstalled, renderForgePage } from './forge-page-layout';
import { forgeWorkflowPage } from './forge-workflow-page';
import type { ForgeFrameSpec } from './browser/forge-types';

const PANEL = 'checklists-issue-content';
const CONTEXT = 'checklists-glance';
const ACTIVITY = 'checklists-auditlog';

export function forgeJiraPages(forge: ForgeHost, site: SiteRuntime): Router {
  const router = Router();
  const jira = forge.sim.state.jira(site.name);
  const added = new Set<string>();

  router.post('/forge-sim/issue-panel/:key', (req, res) => {
    const issue = jira.find(req.params.key);
    if (!issue) return void res.status(404).json({ error: 'no such issue' });
    added.add(issue.id);
    forge.sim.state.record(site.name, 'forge-panel-added', { issue: issue.key });
    res.json({ ok: true });
  });

  router.get('/browse/:issueKey', (req, res) => {
    const user = signedInUser(req, res);
    const issue = jira.find(req.params.issueKey);
    if (!issue) {
      res
        .status(404)
        .type('text')
        .send('Issue does not exist or you do not have permission to see it.');
      return;
    }
    const app = forge.app('jira');
    const project = findProject(issue.projectKey) ?? PROJECTS[0]!;
    const extension = issueExtension(issue);
    const shown =
      added.has(issue.id) ||
      forge.sim.state.issueProperties.has(`${site.name}:${issue.id}:checklists`);
    const installed = forge.installation(site.name, 'jira') !== undefined;
    const frame = (key: string, containerId: string, openedBy?: string) =>
      installed
        ? forgeFrame(forge, 'jira', key, {
            containerId,
            localId: `${key}/${issue.id}`,
            extension,
            ...(openedBy ? { openedBy } : {}),
          })
        : undefined;
    const panel = frame(PANEL, 'sim-forge-panel', shown ? undefined : 'sim-forge-add-panel');
    const context = frame(CONTEXT, 'sim-forge-context', 'sim-forge-context-toggle');
    const activity = frame(ACTIVITY, 'sim-forge-activity', 'sim-activity-tab');
    const text = (key: string, field: string) =>
      app ? manifestText(app, findModule(app, key)?.module[field], user.locale) : key;
    const missing = forgeNotInstalled('Jira');
    const transitions = jira
      .transitionsOf(issue)
      .map(
        (t) =>
          `<button class="aui-button" data-sim-transition="${esc(t.id)}" data-testid="sim-transition-${esc(t.id)}">${esc(t.name)}</button>`,
      )
      .join(' ');
    res.type('html').send(
      renderForgePage({
        forge,
        site,
        user,
        title: `${issue.key} ${issue.summary}`,
        body: `<div class="sim-crumbs">Projects / ${esc(project.name)} / ${esc(issue.key)}</div>
<div class="sim-issue" data-sim-issue="${esc(issue.key)}"><div>
<h1>${esc(issue.summary)}</h1>
<div class="sim-actions">${transitions} <button class="aui-button aui-button-subtle" data-sim-delete data-testid="sim-delete-issue">Delete</button></div>
<div class="sim-transition-error" data-testid="sim-transition-error" role="alert" hidden></div>
<div class="sim-section"><h2>Description</h2><p>${esc(issue.description)}</p></div>
<div class="sim-section"><button class="aui-button" id="sim-forge-add-panel" data-sim-forge-add-panel data-testid="sim-forge-add-panel" title="${esc(text(PANEL, 'title'))}"${shown || !panel ? ' hidden' : ''}>${esc(text(PANEL, 'title'))}</button></div>
<div class="sim-section" data-testid="issue-panel" data-sim-forge-panel${shown ? '' : ' hidden'}><h2>${esc(text(PANEL, 'title'))}</h2>${frameBox(panel, missing)}</div>
<div class="sim-section" data-testid="issue-activity"><h2>Activity</h2><button class="aui-button" id="sim-activity-tab" data-testid="sim-activity-tab">${esc(text(ACTIVITY, 'title'))}</button>${frameBox(activity, '')}</div>
</div><aside><dl class="sim-details"><dt>Status</dt><dd data-testid="sim-issue-status">${esc(issue.status)}</dd><dt>Type</dt><dd>${esc(issue.issueTypeName)}</dd><dt>Project</dt><dd>${esc(project.key)}</dd></dl>
<div class="sim-context" data-testid="issue-context"><button id="sim-forge-context-toggle" data-testid="sim-forge-context-toggle" aria-expanded="false">${esc(text(CONTEXT, 'label'))}</button><div data-sim-forge-context hidden>${frameBox(context, '')}</div></div>
</aside></div>`,
        frames: [panel, context, activity].filter((f): f is ForgeFrameSpec => Boolean(f)),
        page: { kind: 'issue', data: { issueKey: issue.key } },
      }),
    );
  });

  router.get('/secure/admin/workflows', (req, res) => {
    const user = signedInUser(req, res);
    res
      .type('html')
      .send(
        forgeWorkflowPage(
          forge,
          site,
          user,
          String(req.query.transition ?? ''),
          String(req.query.add ?? ''),
          String(req.query.edit ?? ''),
        ),
      );
  });
  return router;
}
