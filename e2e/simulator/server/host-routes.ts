/** The host's own pages: home, Jira issue view, Confluence page, any app module. */
import { Router, type Request, type Response } from 'express';
import { findPage, PAGES, SPACE } from './fixtures';
import { modulesOf } from './descriptors';
import { esc } from './html';
import { currentUser } from './rest-auth';
import { dialogModules, frameFor } from './frames';
import { notInstalled, renderPage, type FrameSpec } from './pages';
import type { SimContext, SiteRuntime } from './context';
import type { Product } from './state';

/** `?as=bob` switches the signed-in user for this browser. */
function signedInUser(req: Request, res: Response) {
  const user = currentUser(req);
  if (req.query.as) res.cookie('sim_user', user.id, { sameSite: 'lax', path: '/' });
  return user;
}

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
    res.type('html').send(
      renderPage({
        site,
        product: 'jira',
        user,
        title: 'Home',
        body: `<h1>${esc(site.title)}</h1>
<p class="sim-note">A local Jira and Confluence for Checklists. Switch users with the menu above or <code>?as=alice|bob|dieter|clara</code>.</p>
<div class="sim-section"><h2>Installations</h2><ul class="sim-list">${installs}</ul></div>
<div class="sim-section"><h2>Jira issues</h2><ul class="sim-list">${[...sim.state.jira(site.name).issues.values()].map((i) => `<li><a href="/browse/${i.key}">${i.key}</a> ${esc(i.summary)} · ${esc(i.status)}</li>`).join('')}</ul>
<p><a class="aui-button" href="/secure/CreateIssue" data-testid="sim-create-issue">Create issue</a> <a class="aui-button" href="/issues/?jql=">Search issues</a> <a class="aui-button" href="/secure/admin/workflows">Workflow</a> <a class="aui-button" href="/plugins/servlet/project-config/SIM/checklists">SIM project settings</a> <a class="aui-button" href="/plugins/servlet/project-config/OPS/checklists">OPS project settings</a></p></div>
<div class="sim-section"><h2>Confluence pages</h2><ul class="sim-list">${PAGES.map((p) => `<li><a href="/wiki/spaces/${p.spaceKey}/pages/${p.id}">${esc(p.title)}</a></li>`).join('')}</ul></div>
<div class="sim-section"><h2>Jira app pages</h2><ul class="sim-list">${moduleLinks('jira')}</ul></div>
<div class="sim-section"><h2>Confluence app pages</h2><ul class="sim-list">${moduleLinks('confluence')}</ul></div>`,
        frames: [],
        dialogModules: {},
        location: { target: 'site', context: {} },
      }),
    );
  });

  router.get(
    ['/wiki/spaces/:spaceKey/pages/:pageId', '/wiki/spaces/:spaceKey/pages/:pageId/:slug'],
    (req, res) => {
      const user = signedInUser(req, res);
      const page = findPage(req.params.pageId ?? '');
      if (!page) {
        res.status(404).type('text').send('No such page');
        return;
      }
      const frames: FrameSpec[] = [];
      const body = page.body.replace(/<macro id="([^"]+)"\/>/g, (_all, macroId: string) => {
        const macro = page.macros.find((m) => m.id === macroId);
        if (!macro) return '';
        const params = sim.state.macroParams.get(`${site.name}:${macroId}`) ?? macro.params;
        const frame = frameFor(
          sim,
          site,
          'confluence',
          macro.moduleKey,
          {
            'page.id': page.id,
            'page.version': String(page.version),
            'page.type': 'page',
            'page.title': page.title,
            'content.id': page.id,
            'content.version': String(page.version),
            'content.type': 'page',
            'space.key': page.spaceKey,
            'space.id': SPACE.id,
            'macro.id': macroId,
            'macro.hash': macroId,
            'output.type': 'display',
            ...params,
          },
          user,
        );
        if (frame) frames.push(frame);
        return `<div data-testid="macro-${esc(macro.moduleKey)}">${container(frame, 'confluence')}</div>`;
      });
      res.type('html').send(
        renderPage({
          site,
          product: 'confluence',
          user,
          title: page.title,
          body: `<div class="sim-crumbs">${esc(SPACE.name)} / Pages</div><h1>${esc(page.title)}</h1><div class="sim-page-body">${body}</div>`,
          frames,
          dialogModules: dialogModules(sim.descriptor('confluence')),
          location: {
            target: 'contentview',
            context: { contentId: Number(page.id), contentType: 'page', spaceKey: page.spaceKey },
          },
        }),
      );
    },
  );

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
