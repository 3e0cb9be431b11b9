/**
 * The Confluence editor on the Forge site, for a page or a new one (../server/editor-layout.ts):
 * title, a placeholder per macro (its preview frame: `isEditing: true`), "Insert macro" with the
 * macro browser (the manifest's `macro` modules), Publish and Cancel. Inserting a macro with a `config` opens its
 * config resource in a modal (`extension.entryPoint: 'config'`); `view.submit({ config })`
 * places the macro with that config, `view.close()` or the modal's close button drops it. The
 * draft lives in the browser (browser/forge-confluence-editor.ts). Test ids as on the Connect
 * sites: `sim-page-title`, `sim-insert-macro`, `sim-macro-browser`, `sim-macro-browser-<key>`,
 * `sim-macro-placeholder`, `sim-macro-edit`, `sim-macro-remove`, `sim-publish`, `sim-cancel`,
 * `sim-editor-error`; the config modal is `sim-forge-modal`.
 */
import type { SimUser } from '../lib/directory';
import { findSpace, type SimPage } from '../server/fixtures';
import type { SiteRuntime } from '../server/context';
import type { ForgeHost } from './forge-host';
import { forgeMacros, macroConfig, type ForgeMacroInfo } from './forge-macros';
import { renderForgePage } from './forge-page-layout';
import { editorBody, editorTitle, macroChoiceItems } from '../server/editor-layout';

export interface ForgeEditorData {
  mode: 'edit' | 'create';
  page: {
    id: string;
    spaceKey: string;
    spaceId: string;
    title: string;
    version: number;
    body: string;
    macros: { moduleKey: string; id: string; config?: Record<string, unknown> }[];
  };
  macros: ForgeMacroInfo[];
}

export function forgeEditorPage(
  forge: ForgeHost,
  site: SiteRuntime,
  user: SimUser,
  page: SimPage,
  mode: ForgeEditorData['mode'],
): string {
  const installed = forge.installation(site.name, 'confluence') !== undefined;
  const macros = installed ? forgeMacros(forge, user.locale) : [];
  const space = findSpace(page.spaceKey);
  const data: ForgeEditorData = {
    mode,
    page: {
      id: page.id,
      spaceKey: page.spaceKey,
      spaceId: space?.id ?? '',
      title: page.title,
      version: page.version,
      body: page.body,
      macros: page.macros.map((m) => {
        const config = macroConfig(m);
        return { moduleKey: m.moduleKey, id: m.id, ...(config ? { config } : {}) };
      }),
    },
    macros,
  };
  const choices = macroChoiceItems(
    macros.map(({ key, title, description }) => ({ key, name: title, description })),
  );
  return renderForgePage({
    forge,
    site,
    user,
    title: editorTitle(page, mode),
    body: editorBody(
      page,
      mode,
      `<section class="sim-module" data-testid="sim-macro-browser" data-sim-macro-browser hidden>
<h2>Select macro</h2><ul class="sim-macro-choices">${choices || '<li class="sim-missing">The Checklists Forge app for Confluence is not installed on this site.</li>'}</ul>
<button type="button" class="aui-button aui-button-link" data-sim-macro-browser-close data-testid="sim-macro-browser-close">Cancel</button></section>`,
    ),
    frames: [],
    page: { kind: 'editor', data: data as unknown as Record<string, unknown> },
  });
}
