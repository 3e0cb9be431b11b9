/**
 * The Forge site's own pages around the apps: the home page (issues, pages, every app page)
 * and a page per page module at `/forge/apps/<product>/<moduleKey>[/<route>]`: global pages,
 * the Jira admin page (its `pages` by route; site admins only), a project's settings page
 * (`?project=SIM`; that project's admins), Confluence's global page and global settings (site
 * admins). `/forge-sim/navigate` resolves `router.navigate`/`open`/`getUrl` targets.
 */
import express, { Router } from 'express';
import type { SimUser } from '../lib/directory';
import { findProject } from '../server/fixtures';
import { esc } from '../server/html';
import { signedInUser } from '../server/rest-auth';
import { isProjectAdmin } from '../server/jira-data';
import { issueListItems, pageListItems } from '../server/home-lists';
import type { SiteRuntime } from '../server/context';
import type { ForgeHost } from './forge-host';
import {
  FORGE_PRODUCTS,
  findModule,
  manifestText,
  modulesOf,
  type ForgeProduct,
} from './forge-apps';
import { forgeFrame } from './forge-frames';
import { forgeNotInstalled, renderForgePage } from './forge-page-layout';

export const PAGE_MODULE_TYPES = [
  'jira:globalPage',
  'jira:adminPage',
  'jira:projectSettingsPage',
  'confluence:globalPage',
  'confluence:globalSettings',
];
const ADMIN_ONLY = ['jira:adminPage', 'confluence:globalSettings'];

export const modulePageUrl = (product: string, moduleKey: string, route?: string) =>
  `/forge/apps/${product}/${encodeURIComponent(moduleKey)}${route ? `/${encodeURIComponent(route)}` : ''}`;

function mayOpen(type: string, user: SimUser, projectKey: string): boolean {
  if (ADMIN_ONLY.includes(type)) return user.admin;
  if (type === 'jira:projectSettingsPage') return isProjectAdmin(user, projectKey);
  return true;
}

export function forgeModulePages(forge: ForgeHost, site: SiteRuntime): Router {
  const router = Router();

  router.get('/', (req, res) => {
    const user = signedInUser(req, res);
    const links = FORGE_PRODUCTS.map((product) => {
      const app = forge.app(product);
      if (!app) return `<li>${forgeNotInstalled(product)}</li>`;
      return modulesOf(app)
        .filter((m) => PAGE_MODULE_TYPES.includes(m.type))
        .flatMap((m) => {
          const title = manifestText(app, m.module.title, user.locale);
          const query = m.type === 'jira:projectSettingsPage' ? '?project=SIM' : '';
          const routes = m.module.pages?.map((p) => p.route) ?? [undefined];
          return routes.map(
            (route) =>
              `<li><a href="${modulePageUrl(product, m.module.key, route)}${query}">${esc(title)}${route ? ` / ${esc(route)}` : ''}</a> <span class="sim-note">${esc(m.type)}</span></li>`,
          );
        })
        .join('');
    }).join('');
    const installs = FORGE_PRODUCTS.map((product) => {
      const installation = forge.installation(site.name, product);
      return `<li>${product}: ${installation ? esc(`${installation.installationId} · ${installation.lastResult}`) : 'not installed'}</li>`;
    }).join('');
    const issues = issueListItems(forge.sim.state.jira(site.name).issues.values());
    const pages = pageListItems(forge.sim.state.confluence(site.name), user.accountId);
    res.type('html').send(
      renderForgePage({
        forge,
        site,
        user,
        title: 'Home',
        body: `<h1>${esc(site.title)}</h1>
<p class="sim-note">Jira and Confluence with the Checklists Forge apps (Custom UI from ${esc(forge.cdnOrigin)}). Switch users with the menu or <code>?as=alice|bob|dieter|clara</code>.</p>
<div class="sim-section"><h2>Forge installations</h2><ul class="sim-list">${installs}</ul></div>
<div class="sim-section"><h2>Jira issues</h2><ul class="sim-list">${issues}</ul><p><a class="aui-button" href="/secure/admin/workflows">Workflow</a></p></div>
<div class="sim-section"><h2>Confluence pages</h2><ul class="sim-list" data-testid="sim-page-list">${pages}</ul>
<p><a class="aui-button" href="/wiki/create?spaceKey=SIM" data-testid="sim-create-page">Create page</a></p></div>
<div class="sim-section"><h2>App pages</h2><ul class="sim-list">${links}</ul></div>`,
        frames: [],
      }),
    );
  });

  router.get(
    ['/forge/apps/:product/:moduleKey', '/forge/apps/:product/:moduleKey/:route'],
    (req, res) => {
      const user = signedInUser(req, res);
      const product = req.params.product as ForgeProduct;
      const app = forge.app(product);
      const found = findModule(app, String(req.params.moduleKey));
      if (!app || !found || !PAGE_MODULE_TYPES.includes(found.type))
        return void res.status(404).type('text').send('No such app page');
      const routes = found.module.pages?.map((p) => p.route) ?? [];
      const route = req.params.route ?? routes[0];
      const project = findProject(String(req.query.project ?? 'SIM'));
      const allowed = mayOpen(found.type, user, project?.key ?? '');
      const title = manifestText(app, found.module.title, user.locale);
      const frame =
        allowed && forge.installation(site.name, product)
          ? forgeFrame(forge, product, found.module.key, {
              containerId: 'sim-forge-page-frame',
              height: '600px',
              ...(route ? { historyPath: `/${route}` } : { historyPath: '/' }),
              historyBase: modulePageUrl(product, found.module.key),
              extension:
                found.type === 'jira:projectSettingsPage' && project
                  ? { project: { id: project.id, key: project.key, type: 'software' } }
                  : {},
            })
          : undefined;
      const tabs = found.module.pages
        ?.map(
          (p) =>
            `<a class="aui-button${p.route === route ? ' aui-button-primary' : ''}" href="${modulePageUrl(product, found.module.key, p.route)}">${esc(manifestText(app, p.title, user.locale))}</a>`,
        )
        .join(' ');
      res.type('html').send(
        renderForgePage({
          forge,
          site,
          user,
          title,
          body: `<div class="sim-crumbs">${product === 'jira' ? 'Jira' : 'Confluence'} / ${esc(found.type)}</div><h1>${esc(title)}</h1>${tabs ? `<div class="sim-actions">${tabs}</div>` : ''}${
            !allowed
              ? `<p class="sim-missing" data-testid="sim-no-permission">You don't have permission to view this page.</p>`
              : frame
                ? `<div class="sim-module" id="${frame.containerId}" data-testid="sim-forge-page"></div>`
                : forgeNotInstalled(product)
          }`,
          frames: frame ? [frame] : [],
        }),
      );
    },
  );

  router.post('/forge-sim/navigate', express.json({ limit: '20kb' }), (req, res) => {
    const body = req.body as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
    forge.sim.state.record(site.name, 'navigate', body);
    let url: string | undefined;
    const target = str(body.target);
    if (typeof body.url === 'string' && /^(\/(?!\/)|https?:\/\/)/.test(body.url)) url = body.url;
    else if (target === 'issue' && forge.sim.state.jira(site.name).find(str(body.issueKey)))
      url = `/browse/${str(body.issueKey)}`;
    else if (target === 'contentView' || target === 'contentEdit') {
      const page = forge.sim.state.confluence(site.name).find(str(body.contentId));
      if (page)
        url = `/wiki/spaces/${encodeURIComponent(page.spaceKey)}/pages/${target === 'contentEdit' ? 'edit/' : ''}${page.id}`;
    } else if (target === 'module') {
      const product =
        (FORGE_PRODUCTS.find((p) => forge.app(p)?.id === body.appId) ?? str(body.product)) ||
        'jira';
      url = modulePageUrl(product, str(body.moduleKey), str(body.route) || undefined);
    } else if (
      ['dashboard', 'userProfile', 'spaceView', 'contentList', 'projectSettingsDetails'].includes(
        target,
      )
    )
      url = '/';
    res.json(url ? { url } : { error: 'unknown target' });
  });
  return router;
}
