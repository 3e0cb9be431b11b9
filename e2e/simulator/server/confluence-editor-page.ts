/**
 * The editor page for a page or a new one (editor-layout.ts): title, body, a placeholder per
 * macro, "Insert macro" with the macro browser (AUI's dialog), Publish and Cancel. The draft
 * lives in the browser (browser/confluence-editor.ts) until it is published.
 */
import type { SimUser } from '../lib/directory';
import type { SimPage } from './fixtures';
import { scriptJson } from './html';
import { dialogModules } from './frames';
import { renderPage } from './pages';
import { macroModules } from './confluence-modules';
import { editorBody, editorTitle, macroChoiceItems } from './editor-layout';
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
  const choices = macroChoiceItems(config.macros);
  const browser = `<section id="sim-macro-browser" class="aui-dialog2 aui-dialog2-medium aui-layer" role="dialog" tabindex="-1" aria-labelledby="sim-macro-browser-title" data-testid="sim-macro-browser" hidden>
<header class="aui-dialog2-header"><h2 class="aui-dialog2-header-main" id="sim-macro-browser-title">Select macro</h2></header>
<div class="aui-dialog2-content"><ul class="sim-macro-choices">${choices || '<li class="sim-missing">The Checklists app for confluence is not installed on this site (yet).</li>'}</ul></div>
<footer class="aui-dialog2-footer"><div class="aui-dialog2-footer-actions"><button type="button" class="aui-button aui-button-link" data-sim-macro-browser-close data-testid="sim-macro-browser-close">Cancel</button></div></footer>
</section>`;
  return renderPage({
    site,
    product: 'confluence',
    user,
    title: editorTitle(page, mode),
    body: editorBody(
      page,
      mode,
      `${browser}
<script type="application/json" id="sim-editor-config">${scriptJson(config)}</script>`,
    ),
    frames: [],
    dialogModules: dialogModules(descriptor),
    location: {
      target: 'contentedit',
      context: { contentId: Number(page.id), contentType: 'page', spaceKey: page.spaceKey },
    },
  });
}
