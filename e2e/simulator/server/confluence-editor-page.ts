/**
 * The editor page for a page or a new one: title, body, a placeholder per macro, "Insert
 * macro" with the macro browser, Publish and Cancel. The draft lives in the browser
 * (browser/confluence-editor.ts) until it is published.
 */
import type { SimUser } from '../lib/directory';
import { findSpace, type SimPage } from './fixtures';
import { esc, scriptJson } from './html';
import { dialogModules } from './frames';
import { renderPage } from './pages';
import { macroModules } from './confluence-modules';
import type { EditorConfig } from '../browser/confluence-types';
import type { SimContext, SiteRuntime } from './context';

export function editorPage(
  sim: SimContext,
  site: SiteRuntime,
  user: SimUser,
  page: SimPage,
  mode: EditorConfig['mode'],
): string {
  const descriptor = sim.descriptor('confluence');
  const installed = sim.tenant(site.name, 'confluence') !== undefined;
  const macros = installed ? macroModules(descriptor) : [];
  const config: EditorConfig = {
    mode,
    addonKey: installed ? (descriptor?.key ?? '') : '',
    page: {
      id: page.id,
      spaceKey: page.spaceKey,
      title: page.title,
      version: page.version,
      body: page.body,
      macros: page.macros,
    },
    macros: macros.map((m) => ({
      key: m.key,
      name: m.name,
      description: m.description,
      ...(m.editor
        ? {
            editor: {
              width: m.editor.width,
              height: m.editor.height,
              insertTitle: m.editor.insertTitle,
              editTitle: m.editor.editTitle,
            },
          }
        : {}),
    })),
  };
  const choices = config.macros
    .map(
      (m) =>
        `<li><button type="button" class="sim-macro-choice" data-sim-macro-choice="${esc(m.key)}" data-testid="sim-macro-browser-${esc(m.key)}"><strong>${esc(m.name)}</strong><span class="sim-note">${esc(m.description)}</span></button></li>`,
    )
    .join('');
  const browser = `<section id="sim-macro-browser" class="aui-dialog2 aui-dialog2-medium aui-layer" role="dialog" tabindex="-1" aria-labelledby="sim-macro-browser-title" data-testid="sim-macro-browser" hidden>
<header class="aui-dialog2-header"><h2 class="aui-dialog2-header-main" id="sim-macro-browser-title">Select macro</h2></header>
<div class="aui-dialog2-content"><ul class="sim-macro-choices">${choices || '<li class="sim-missing">The Checklists app for confluence is not installed on this site (yet).</li>'}</ul></div>
<footer class="aui-dialog2-footer"><div class="aui-dialog2-footer-actions"><button type="button" class="aui-button aui-button-link" data-sim-macro-browser-close data-testid="sim-macro-browser-close">Cancel</button></div></footer>
</section>`;
  const space = findSpace(page.spaceKey);
  return renderPage({
    site,
    product: 'confluence',
    user,
    title: mode === 'create' ? 'New page' : `Editing ${page.title}`,
    body: `<div class="sim-crumbs">${esc(space?.name)} / ${mode === 'create' ? 'Create page' : 'Edit page'}</div>
<div class="sim-editor" data-sim-editor>
<input class="sim-editor-title" name="title" value="${esc(page.title)}" placeholder="Give this page a title" aria-label="Page title" data-testid="sim-page-title">
<div class="sim-actions"><button type="button" class="aui-button" data-testid="sim-insert-macro" data-sim-insert-macro>Insert macro</button><span class="sim-grow"></span><button type="button" class="aui-button aui-button-primary" data-testid="sim-publish" data-sim-publish>Publish</button><button type="button" class="aui-button aui-button-link" data-testid="sim-cancel" data-sim-cancel>Cancel</button></div>
<div class="sim-transition-error" role="alert" data-testid="sim-editor-error" hidden></div>
<div class="sim-page-body sim-editor-body" data-testid="sim-editor-body" data-sim-editor-body></div>
</div>
${browser}
<script type="application/json" id="sim-editor-config">${scriptJson(config)}</script>`,
    frames: [],
    dialogModules: dialogModules(descriptor),
    location: {
      target: 'contentedit',
      context: { contentId: Number(page.id), contentType: 'page', spaceKey: page.spaceKey },
    },
  });
}
