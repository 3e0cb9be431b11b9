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
import { esc } from '../server/html';
import { issueViewBody, issueViewRoute } from '../server/jira-issue-view';
import { workflowEditorRoute } from '../server/workflow-editor';
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

  router.get(
    '/browse/:issueKey',
    issueViewRoute(jira, (view) => {
      const { user, issue } = view;
      const app = forge.app('jira');
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
      return renderForgePage({
        forge,
        site,
        user,
        title: `${issue.key} ${issue.summary}`,
        body: issueViewBody(jira, view, {
          main: `<div class="sim-section"><button class="aui-button" id="sim-forge-add-panel" data-sim-forge-add-panel data-testid="sim-forge-add-panel" title="${esc(text(PANEL, 'title'))}"${shown || !panel ? ' hidden' : ''}>${esc(text(PANEL, 'title'))}</button></div>
<div class="sim-section" data-testid="issue-panel" data-sim-forge-panel${shown ? '' : ' hidden'}><h2>${esc(text(PANEL, 'title'))}</h2>${frameBox(panel, missing)}</div>
<div class="sim-section" data-testid="issue-activity"><h2>Activity</h2><button class="aui-button" id="sim-activity-tab" data-testid="sim-activity-tab">${esc(text(ACTIVITY, 'title'))}</button>${frameBox(activity, '')}</div>`,
          aside: `<div class="sim-context" data-testid="issue-context"><button id="sim-forge-context-toggle" data-testid="sim-forge-context-toggle" aria-expanded="false">${esc(text(CONTEXT, 'label'))}</button><div data-sim-forge-context hidden>${frameBox(context, '')}</div></div>`,
        }),
        frames: [panel, context, activity].filter((f): f is ForgeFrameSpec => Boolean(f)),
        page: { kind: 'issue', data: { issueKey: issue.key } },
      });
    }),
  );

  router.get(
    '/secure/admin/workflows',
    workflowEditorRoute((user, query) => forgeWorkflowPage(forge, site, user, query)),
  );
  return router;
}
