/**
 * Confluence's own pages: a page (its body with the app's macros, the app's `atl.general` web
 * panels below, Edit / Copy / Export to PDF), the editor for a page and for a new one
 * (confluence-editor-page.ts, browser/confluence-editor.ts), copying, the export view
 * (confluence-export.ts), and "Page not found" for pages that are missing or restricted.
 */
import { Router, type Response } from 'express';
import type { SimUser } from '../lib/directory';
import { findSpace, SPACES, type SimPage } from './fixtures';
import { esc, scriptJson } from './html';
import { signedInUser } from './rest-auth';
import { dialogModules, frameFor } from './frames';
import { notInstalled, renderPage, type FrameSpec } from './pages';
import { permitted, MACRO_MARKER } from './confluence-data';
import { macroContext, pageContext, webPanelsAt } from './confluence-modules';
import { editorPage } from './confluence-editor-page';
import { exportView } from './confluence-export';
import type { PageMacros } from '../browser/confluence-types';
import type { SimContext, SiteRuntime } from './context';

export const pageUrl = (page: Pick<SimPage, 'id' | 'spaceKey'>) =>
  `/wiki/spaces/${encodeURIComponent(page.spaceKey)}/pages/${page.id}`;
export const editUrl = (page: Pick<SimPage, 'id' | 'spaceKey'>) =>
  `/wiki/spaces/${encodeURIComponent(page.spaceKey)}/pages/edit/${page.id}`;

export function pageNotFound(site: SiteRuntime, user: SimUser, res: Response): void {
  res
    .status(404)
    .type('html')
    .send(
      renderPage({
        site,
        product: 'confluence',
        user,
        title: 'Page not found',
        body: `<h1 data-testid="sim-page-not-found">Page not found</h1><p>The page may have been removed, or you may not have permission to see it.</p><p><a href="/">Back to the site</a></p>`,
        frames: [],
        dialogModules: {},
        location: { target: 'site', context: {} },
      }),
    );
}

export function confluencePages(sim: SimContext, site: SiteRuntime): Router {
  const router = Router();
  const data = sim.state.confluence(site.name);

  /** The page if the signed-in user may see it; otherwise the 404 page has been sent. */
  const readable = (pageId: string, user: SimUser, res: Response) => {
    const page = data.find(pageId);
    if (page && permitted(page, user.accountId)) return page;
    pageNotFound(site, user, res);
    return undefined;
  };

  router.get('/wiki/spaces/:spaceKey/pages/edit/:pageId', (req, res) => {
    const user = signedInUser(req, res);
    const page = readable(req.params.pageId, user, res);
    if (page) res.type('html').send(editorPage(sim, site, user, page, 'edit'));
  });

  router.get('/wiki/create', (req, res) => {
    const user = signedInUser(req, res);
    const space = findSpace(String(req.query.spaceKey ?? 'SIM'));
    if (!space) return void pageNotFound(site, user, res);
    const draft: SimPage = {
      id: data.reserveId(),
      spaceKey: space.key,
      title: '',
      version: 1,
      body: '',
      macros: [],
    };
    res.type('html').send(editorPage(sim, site, user, draft, 'create'));
  });

  router.get('/wiki/spaces/:spaceKey/pages/:pageId/export', (req, res, next) => {
    const user = signedInUser(req, res);
    const page = readable(req.params.pageId, user, res);
    if (page) exportView(sim, site, user, page, req.query.mode, res).catch(next);
  });

  router.get(
    ['/wiki/spaces/:spaceKey/pages/:pageId', '/wiki/spaces/:spaceKey/pages/:pageId/:slug'],
    (req, res) => {
      const user = signedInUser(req, res);
      const page = readable(req.params.pageId ?? '', user, res);
      if (!page) return;
      // Confluence finds a page by its id and corrects the space in the URL.
      if (req.params.spaceKey !== page.spaceKey) return void res.redirect(302, pageUrl(page));
      res.type('html').send(viewPage(sim, site, user, page));
    },
  );

  router.post('/wiki/pages/:pageId/copy', (req, res) => {
    const user = signedInUser(req, res);
    const page = readable(req.params.pageId, user, res);
    if (!page) return;
    const copy = data.copy(page);
    sim.state.record(site.name, 'page-copied', { from: page.id, to: copy.id });
    res.redirect(303, pageUrl(copy));
  });
  return router;
}

function viewPage(sim: SimContext, site: SiteRuntime, user: SimUser, page: SimPage): string {
  const space = findSpace(page.spaceKey) ?? SPACES[0];
  const descriptor = sim.descriptor('confluence');
  const frames: FrameSpec[] = [];
  const macroParams: PageMacros = {};
  const body = page.body.replace(MACRO_MARKER, (_all, macroId: string) => {
    const macro = page.macros.find((m) => m.id === macroId);
    if (!macro) return '';
    macroParams[macro.id] = macro.params;
    const frame = frameFor(
      sim,
      site,
      'confluence',
      macro.moduleKey,
      macroContext(page, space, macro.id, 'display'),
      user,
      { params: macro.params },
    );
    if (frame) frames.push(frame);
    const box = frame
      ? `<div class="sim-module" id="${frame.containerId}"></div>`
      : notInstalled('confluence');
    return `<div data-testid="macro-${esc(macro.moduleKey)}" data-macro-id="${esc(macro.id)}">${box}</div>`;
  });
  const panels = webPanelsAt(descriptor, 'atl.general')
    .map((panel) => {
      const frame = frameFor(sim, site, 'confluence', panel.key, pageContext(page, space), user, {
        height: panel.height,
      });
      if (frame) frames.push(frame);
      return frame
        ? `<div class="sim-section" data-testid="sim-web-panel" data-module-key="${esc(panel.key)}"><div class="sim-module" id="${frame.containerId}"></div></div>`
        : '';
    })
    .join('');
  const actions = `<div class="sim-actions">
<a class="aui-button" href="${esc(editUrl(page))}" data-testid="sim-page-edit">Edit</a>
<form method="post" action="/wiki/pages/${esc(page.id)}/copy"><button class="aui-button" type="submit" data-testid="sim-page-copy">Copy</button></form>
<a class="aui-button" href="${esc(pageUrl(page))}/export?mode=pdf" data-testid="sim-page-export">Export to PDF</a>
</div>`;
  return renderPage({
    site,
    product: 'confluence',
    user,
    title: page.title,
    body: `<div class="sim-crumbs">${esc(space?.name)} / Pages</div>
<h1 data-testid="sim-page-heading">${esc(page.title)}</h1>
${actions}
<p class="sim-note" data-testid="sim-page-version">Version ${page.version}${page.restrictedTo ? ' · restricted' : ''}</p>
<div class="sim-page-body" data-testid="sim-page-body">${body}</div>
${panels}
<script type="application/json" id="sim-page-macros">${scriptJson(macroParams)}</script>`,
    frames,
    dialogModules: dialogModules(descriptor),
    location: {
      target: 'contentview',
      context: { contentId: Number(page.id), contentType: 'page', spaceKey: page.spaceKey },
    },
  });
}
