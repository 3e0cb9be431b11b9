/**
 * The installed Confluence app's macros and web panels as Confluence reads them from the
 * descriptor: names, descriptions, the macro editor (URL, size, titles), render modes for
 * export, web panel locations. And the context variables Confluence fills in for a page.
 */
import type { Descriptor } from './descriptors';
import type { SimPage, SimSpace } from './fixtures';
import type { ProductContext } from './module-url';

export interface MacroEditorInfo {
  url: string;
  width?: string;
  height?: string;
  insertTitle: string;
  editTitle: string;
}

export interface MacroModule {
  key: string;
  name: string;
  description: string;
  /** The view URL template (relative to the app's base URL). */
  url: string;
  editor?: MacroEditorInfo;
  /** Render mode (`default`, `pdf`, `word`, `email`, `feed`, …) → URL template. */
  renderModes: Record<string, string>;
}

export interface WebPanelModule {
  key: string;
  name: string;
  location: string;
  url: string;
  height?: string;
}

type Raw = Record<string, unknown>;
const text = (value: unknown): string | undefined =>
  (value as { value?: string } | undefined)?.value;

const list = (descriptor: Descriptor | undefined, type: string) =>
  (descriptor?.modules?.[type] ?? []) as Raw[];

export function macroModules(descriptor: Descriptor | undefined): MacroModule[] {
  return list(descriptor, 'dynamicContentMacros').map((raw) => {
    const name = text(raw.name) ?? String(raw.key);
    const editor = raw.editor as Raw | undefined;
    const modes = (raw.renderModes ?? {}) as Record<string, { url?: string } | undefined>;
    return {
      key: String(raw.key),
      name,
      description: text(raw.description) ?? '',
      url: String(raw.url ?? ''),
      ...(editor && typeof editor.url === 'string'
        ? {
            editor: {
              url: editor.url,
              width: editor.width as string | undefined,
              height: editor.height as string | undefined,
              insertTitle: text(editor.insertTitle) ?? name,
              editTitle: text(editor.editTitle) ?? name,
            },
          }
        : {}),
      renderModes: Object.fromEntries(
        Object.entries(modes).flatMap(([mode, value]) =>
          typeof value?.url === 'string' ? [[mode, value.url]] : [],
        ),
      ),
    };
  });
}

export const findMacroModule = (descriptor: Descriptor | undefined, key: string) =>
  macroModules(descriptor).find((m) => m.key === key);

/** The app's web panels at a location (`atl.general`: below a page's body). */
export function webPanelsAt(descriptor: Descriptor | undefined, location: string) {
  return list(descriptor, 'webPanels')
    .filter((raw) => raw.location === location && typeof raw.url === 'string')
    .map((raw): WebPanelModule => ({
      key: String(raw.key),
      name: text(raw.name) ?? String(raw.key),
      location,
      url: String(raw.url),
      height: (raw.layout as { height?: string } | undefined)?.height,
    }));
}

/** The export modes Confluence renders a page in. */
export const EXPORT_MODES = ['pdf', 'word', 'email', 'feed'] as const;
export type ExportMode = (typeof EXPORT_MODES)[number];

/** Which URL Confluence fetches for a macro in an export: the mode's own, else `default`. */
export const renderModeTemplate = (macro: MacroModule, mode: string): string | undefined =>
  macro.renderModes[mode] ?? macro.renderModes.default;

/** `{page.id}`, `{content.*}`, `{space.*}` of a page. */
export function pageContext(page: SimPage, space: SimSpace | undefined): ProductContext {
  return {
    'page.id': page.id,
    'page.version': String(page.version),
    'page.type': 'page',
    'page.title': page.title,
    'content.id': page.id,
    'content.version': String(page.version),
    'content.type': 'page',
    'content.title': page.title,
    'space.key': page.spaceKey,
    'space.id': space?.id ?? '',
  };
}

/** A macro's context: its page's, `{macro.id}` and `{output.type}` (display, preview, pdf…). */
export function macroContext(
  page: SimPage,
  space: SimSpace | undefined,
  macroId: string,
  outputType: string,
): ProductContext {
  return {
    ...pageContext(page, space),
    'macro.id': macroId,
    'macro.hash': macroId,
    'output.type': outputType,
  };
}
