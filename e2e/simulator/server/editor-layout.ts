/**
 * Confluence's editor page as both kinds of site show it (the Connect sites'
 * confluence-editor-page.ts, the Forge site's ../forge/forge-confluence-editor-page.ts): the
 * title, "Insert macro", Publish and Cancel, the body the browser fills from the draft, and the
 * macro browser's choices. Test ids: `sim-page-title`, `sim-insert-macro`, `sim-publish`,
 * `sim-cancel`, `sim-editor-error`, `sim-editor-body`, `sim-macro-browser-<key>`.
 */
import { findSpace, type SimPage } from './fixtures';
import { esc } from './html';

export type EditorMode = 'edit' | 'create';

/** A macro the macro browser offers. */
export interface MacroChoice {
  key: string;
  name: string;
  description: string;
}

export const editorTitle = (page: Pick<SimPage, 'title'>, mode: EditorMode): string =>
  mode === 'create' ? 'New page' : `Editing ${page.title}`;

/** The macro browser's `<li>`s, one button per macro. */
export const macroChoiceItems = (macros: readonly MacroChoice[]): string =>
  macros
    .map(
      (m) =>
        `<li><button type="button" class="sim-macro-choice" data-sim-macro-choice="${esc(m.key)}" data-testid="sim-macro-browser-${esc(m.key)}"><strong>${esc(m.name)}</strong><span class="sim-note">${esc(m.description)}</span></button></li>`,
    )
    .join('');

/** The editor's body; `after` follows it (the macro browser, the draft's data). */
export function editorBody(
  page: Pick<SimPage, 'title' | 'spaceKey'>,
  mode: EditorMode,
  after: string,
): string {
  const space = findSpace(page.spaceKey);
  return `<div class="sim-crumbs">${esc(space?.name)} / ${mode === 'create' ? 'Create page' : 'Edit page'}</div>
<div class="sim-editor" data-sim-editor>
<input class="sim-editor-title" name="title" value="${esc(page.title)}" placeholder="Give this page a title" aria-label="Page title" data-testid="sim-page-title">
<div class="sim-actions"><button type="button" class="aui-button" data-testid="sim-insert-macro" data-sim-insert-macro>Insert macro</button><span class="sim-grow"></span><button type="button" class="aui-button aui-button-primary" data-testid="sim-publish" data-sim-publish>Publish</button><button type="button" class="aui-button aui-button-link" data-testid="sim-cancel" data-sim-cancel>Cancel</button></div>
<div class="sim-transition-error" role="alert" data-testid="sim-editor-error" hidden></div>
<div class="sim-page-body sim-editor-body" data-testid="sim-editor-body" data-sim-editor-body></div>
</div>
${after}`;
}
