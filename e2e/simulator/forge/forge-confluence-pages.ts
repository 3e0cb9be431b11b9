/**
 * Confluence on the Forge site: a page shows each Forge macro as its resource's frame
 * (`extension.config` = the stored config, `localId` = the macro's id, `isEditing: false`) and
 * the app's byline item (`confluence:contentBylineItem`, a popup opened from the byline); the
 * editor (forge-confluence-editor-page.ts) inserts macros through their config resource.
 * `/forge-sim/publish` stores a draft: the page's title, body and macros with their configs.
 * Test ids as on the Connect sites: `sim-page-heading`, `sim-page-version`, `sim-page-body`,
 * `macro-<moduleKey>` (`data-macro-id`), `sim-page-edit`; `sim-forge-byline` opens
 * `sim-forge-byline-popup`.
 */
import express, { Router, type Response } from 'express';
import type { SimUser } from '../lib/directory';
import { findSpace, SPACES, type SimMacro, type SimPage } from '../server/fixtures';
import { esc } from '../server/html';
import { currentUser, signedInUser } from '../server/rest-auth';
import { MACRO_MARKER, permitted } from '../server/confluence-data';
import type { SiteRuntime } from '../server/context';
import type { ForgeHost } from './forge-host';
import { manifestText } from './forge-apps';
import { forgeFrame } from './forge-frames';
import { forgeNotInstalled, renderForgePage } from './forge-page-layout';
import { forgeEditorPage } from './forge-confluence-editor-page';
import { macroConfig, macroExtension, paramsOf } from './forge-macros';
import type { ForgeFrameSpec } from './browser/forge-types';

const pageUrl = (page: Pick<SimPage, 'id' | 'spaceKey'>) =>
  `/wiki/spaces/${encodeURIComponent(page.spaceKey)}/pages/${page.id}`;

export function forgeConfluencePages(forge: ForgeHost, site: SiteRuntime): Router {
  const router = Router();
  const data = forge.sim.state.confluence(site.name);
  const notFound = (user: SimUser, res: Response) =>
    res
      .status(404)
      .type('html')
      .send(
        renderForgePage({
          forge,
          site,
          user,
          title: 'Page not found',
          body: `<h1 data-testid="sim-page-not-found">Page not found</h1><p><a href="/">Back to the site</a></p>`,
          frames: [],
        }),
      );
  const readable = (id: string, user: SimUser, res: Response) => {
    const page = data.find(id);
    if (page && permitted(page, user.accountId)) return page;
    notFound(user, res);
    return undefined;
  };

  router.get('/wiki/spaces/:spaceKey/pages/edit/:pageId', (req, res) => {
    const user = signedInUser(req, res);
    const page = readable(req.params.pageId, user, res);
    if (page) res.type('html').send(forgeEditorPage(forge, site, user, page, 'edit'));
  });
  router.get('/wiki/create', (req, res) => {
    const user = signedInUser(req, res);
    const space = findSpace(String(req.query.spaceKey ?? 'SIM'));
    if (!space) return void notFound(user, res);
    const draft = {
      id: data.reserveId(),
      spaceKey: space.key,
      title: '',
      version: 0,
      body: '',
      macros: [],
    };
    res.type('html').send(forgeEditorPage(forge, site, user, draft, 'create'));
  });
  router.get(
    ['/wiki/spaces/:spaceKey/pages/:pageId', '/wiki/spaces/:spaceKey/pages/:pageId/:slug'],
    (req, res) => {
      const user = signedInUser(req, res);
      const page = readable(String(req.params.pageId), user, res);
      if (!page) return;
      if (req.params.spaceKey !== page.spaceKey) return void res.redirect(302, pageUrl(page));
      res.type('html').send(viewPage(forge, site, user, page));
    },
  );

  /** The editor's Publish: a new page (from a draft id) or a new version, with macro configs. */
  router.post('/forge-sim/publish', express.json({ limit: '500kb' }), (req, res) => {
    const user = currentUser(req);
    const body = req.body as {
      id?: string;
      mode?: string;
      spaceKey?: string;
      title?: string;
      body?: string;
      version?: number;
      macros?: { moduleKey?: string; id?: string; config?: Record<string, unknown> }[];
    };
    const title = String(body.title ?? '').trim();
    if (!title) return void res.status(400).json({ error: 'The page needs a title.' });
    const macros: SimMacro[] = (body.macros ?? [])
      .filter((m) => typeof m.moduleKey === 'string' && typeof m.id === 'string')
      .map((m) => ({
        moduleKey: String(m.moduleKey),
        id: String(m.id),
        params: paramsOf(m.config ?? {}),
        ...(m.config ? { config: m.config } : {}),
      }));
    const existing = body.mode === 'edit' ? data.find(String(body.id)) : undefined;
    if (existing) {
      if (!permitted(existing, user.accountId))
        return void res.status(403).json({ error: 'you may not edit this page' });
      if (body.version !== undefined && body.version !== existing.version)
        return void res.status(409).json({ error: `the page is at version ${existing.version}` });
      data.publish(existing, { title, body: String(body.body ?? ''), macros });
      forge.sim.state.record(site.name, 'page-published', {
        id: existing.id,
        version: existing.version,
      });
      return void res.json({ id: existing.id, url: pageUrl(existing) });
    }
    const space = findSpace(String(body.spaceKey ?? ''));
    if (!space) return void res.status(400).json({ error: 'no such space' });
    const page = data.create(
      { spaceKey: space.key, title, body: String(body.body ?? ''), macros },
      String(body.id ?? ''),
    );
    // create() keeps the params; the configs go on as they were submitted.
    for (const macro of page.macros) {
      const config = macros.find((m) => m.id === macro.id)?.config;
      if (config) macro.config = config;
    }
    forge.sim.state.record(site.name, 'page-created', { id: page.id, by: user.id });
    res.json({ id: page.id, url: pageUrl(page) });
  });
  return router;
}

function viewPage(forge: ForgeHost, site: SiteRuntime, user: SimUser, page: SimPage): string {
  const space = findSpace(page.spaceKey) ?? SPACES[0];
  const installed = forge.installation(site.name, 'confluence') !== undefined;
  const frames: ForgeFrameSpec[] = [];
  let counter = 0;
  const body = page.body.replace(MACRO_MARKER, (_all, macroId: string) => {
    const macro = page.macros.find((m) => m.id === macroId);
    if (!macro) return '';
    const frame = installed
      ? forgeFrame(forge, 'confluence', macro.moduleKey, {
          containerId: `sim-forge-macro-${++counter}`,
          localId: macro.id,
          extension: macroExtension(page, macroConfig(macro), false),
        })
      : undefined;
    if (frame) frames.push(frame);
    const box = frame
      ? `<div class="sim-module" id="${frame.containerId}"></div>`
      : forgeNotInstalled('Confluence');
    return `<div data-testid="macro-${esc(macro.moduleKey)}" data-macro-id="${esc(macro.id)}">${box}</div>`;
  });
  const app = forge.app('confluence');
  const bylines =
    installed && app
      ? (app.manifest.modules['confluence:contentBylineItem'] ?? []).map((m) => {
          const frame = forgeFrame(forge, 'confluence', m.key, {
            containerId: `sim-forge-byline-frame-${m.key}`,
            localId: `${m.key}/${page.id}`,
            openedBy: `sim-forge-byline-${m.key}`,
            extension: {
              content: { id: page.id, type: 'page', version: page.version },
              space: { key: page.spaceKey, id: space?.id ?? '' },
            },
          });
          if (frame) frames.push(frame);
          return frame
            ? `<button class="aui-button aui-button-subtle" id="sim-forge-byline-${esc(m.key)}" data-testid="sim-forge-byline">${esc(manifestText(app, m.title, user.locale))}</button><div class="sim-module" data-testid="sim-forge-byline-popup" data-sim-popup-frame data-module-key="${esc(m.key)}" id="${frame.containerId}" hidden></div>`
            : '';
        })
      : [];
  return renderForgePage({
    forge,
    site,
    user,
    title: page.title,
    body: `<div class="sim-crumbs">${esc(space?.name)} / Pages</div>
<h1 data-testid="sim-page-heading">${esc(page.title)}</h1>
<div class="sim-actions"><a class="aui-button" href="/wiki/spaces/${esc(encodeURIComponent(page.spaceKey))}/pages/edit/${esc(page.id)}" data-testid="sim-page-edit">Edit</a> ${bylines.join(' ')}</div>
<p class="sim-note" data-testid="sim-page-version">Version ${page.version}${page.restrictedTo ? ' · restricted' : ''}</p>
<div class="sim-page-body" data-testid="sim-page-body">${body}</div>`,
    frames,
    page: { kind: 'page-view', data: { pageId: page.id } },
  });
}
