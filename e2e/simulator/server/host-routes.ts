/**
 * The host's own pages: the site's home and any app module's page. Jira's pages are in
 * jira-pages.ts, Confluence's in confluence-pages.ts.
 */
import { Router, type Request, type Response } from 'express';
import { modulesOf } from './descriptors';
import { esc } from './html';
import { signedInUser } from './rest-auth';
import { dialogModules, frameFor } from './frames';
import { notInstalled, renderPage, type FrameSpec } from './pages';
import { issueListItems, pageListItems } from './home-lists';
import type { SimContext, SiteRuntime } from './context';
import type { Product } from './state';

const container = (frame: FrameSpec | undefined, product: Product, extraClass = 'sim-module') =>
  frame ? `<div class="${extraClass}" id="${frame.containerId}"></div>` : notInstalled(product);

export function hostRoutes(sim: SimContext, site: SiteRuntime): Router {
  const router = Router();

  router.get('/', (req, res) => {
    const user = signedInUser(req, res);
    const moduleLinks = (product: Product) => {
      const descriptor = sim.descriptor(product);
      if (!descriptor) return '<li>(app not reachable)</li>';
      const prefix = product === 'confluence' ? '/wiki' : '';
      return modulesOf(descriptor)
        .filter((m) =>
          ['generalPages', 'adminPages', 'webPanels', 'jiraProjectAdminTabPanels'].includes(m.type),
        )
        .map((m) => {
          const query =
            m.type === 'jiraProjectAdminTabPanels' ? '?project.key=SIM&project.id=10000' : '';
          return `<li><a href="${prefix}/plugins/servlet/ac/${esc(descriptor.key)}/${esc(m.key)}${query}">${esc(m.name)}</a> <span class="sim-note">${esc(m.type)}</span></li>`;
        })
        .join('');
    };
    const installs = (['jira', 'confluence'] as const)
      .map((product) => {
        const installation = sim.state.installation(site.name, product);
        return `<li>${product}: ${installation ? esc(installation.lastResult) : 'not installed'}</li>`;
      })
      .join('');
    const pages = pageListItems(sim.state.confluence(site.name), user.accountId);
    res.type('html').send(
      renderPage({
        site,
        product: 'jira',
        user,
        title: 'Home',
        body: `<h1>${esc(site.title)}</h1>
<p class="sim-note">A local Jira and Confluence for Checklists. Switch users with the menu above or <code>?as=alice|bob|dieter|clara</code>.</p>
<div class="sim-section"><h2>Installations</h2><ul class="sim-list">${installs}</ul></div>
<div class="sim-section"><h2>Jira issues</h2><ul class="sim-list">${issueListItems(sim.state.jira(site.name).issues.values())}</ul>
<p><a class="aui-button" href="/secure/CreateIssue" data-testid="sim-create-issue">Create issue</a> <a class="aui-button" href="/issues/?jql=">Search issues</a> <a class="aui-button" href="/secure/admin/workflows">Workflow</a> <a class="aui-button" href="/plugins/servlet/project-config/SIM/checklists">SIM project settings</a> <a class="aui-button" href="/plugins/servlet/project-config/OPS/checklists">OPS project settings</a></p></div>
<div class="sim-section"><h2>Confluence pages</h2><ul class="sim-list" data-testid="sim-page-list">${pages}</ul>
<p><a class="aui-button" href="/wiki/create?spaceKey=SIM" data-testid="sim-create-page">Create page</a> <a class="aui-button" href="/wiki/create?spaceKey=TEAM">Create page in TEAM</a></p></div>
<div class="sim-section"><h2>Jira app pages</h2><ul class="sim-list">${moduleLinks('jira')}</ul></div>
<div class="sim-section"><h2>Confluence app pages</h2><ul class="sim-list">${moduleLinks('confluence')}</ul></div>`,
        frames: [],
        dialogModules: {},
        location: { target: 'site', context: {} },
      }),
    );
  });

  const modulePage = (product: Product) => (req: Request, res: Response) => {
    const user = signedInUser(req, res);
    const descriptor = sim.descriptor(product);
    const module = descriptor && modulesOf(descriptor).find((m) => m.key === req.params.moduleKey);
    if (!descriptor || req.params.appKey !== descriptor.key || !module) {
      res.status(404).type('text').send('No such app module');
      return;
    }
    // Context variables and navigator customData (`ac.*`) come along in the page's query.
    const context: Record<string, string> = {};
    const extra: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.query)) {
      if (typeof value !== 'string' || name === 'as') continue;
      if (name.startsWith('ac.')) extra[name] = value;
      else context[name] = value;
    }
    const frame = frameFor(sim, site, product, module.key, context, user, {
      fullPage: module.type !== 'webPanels',
      height: '600px',
      extra,
    });
    res.type('html').send(
      renderPage({
        site,
        product,
        user,
        title: module.name,
        body: `<div class="sim-crumbs">${product === 'jira' ? 'Jira' : 'Confluence'} / ${esc(module.type)}</div><h1>${esc(module.name)}</h1>${container(frame, product)}`,
        frames: frame ? [frame] : [],
        dialogModules: dialogModules(descriptor),
        location: {
          target: 'addonModule',
          context: { addonKey: descriptor.key, moduleKey: module.key },
        },
      }),
    );
  };
  router.get('/plugins/servlet/ac/:appKey/:moduleKey', modulePage('jira'));
  router.get('/wiki/plugins/servlet/ac/:appKey/:moduleKey', modulePage('confluence'));
  return router;
}
