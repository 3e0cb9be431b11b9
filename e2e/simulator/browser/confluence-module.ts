/**
 * The host's `confluence` module (AP.confluence): saveMacro, getMacroData, getMacroBody,
 * closeMacroEditor. A frame's macro is the `macro.id` of its context. What they act on is the
 * page's macro host: on a page view the page's macros (nothing can be saved there), in the
 * editor the draft and the open macro editor (confluence-editor.ts).
 *
 * As in Atlassian's Connect host (confluence/macro/editor.js: `openEditorMacroData =
 * macroData.params`), getMacroData answers the parameters the macro had when its editor
 * opened, and nothing (`undefined`) for a macro being inserted, which has none yet.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- connect-host.js is an untyped global */
import type { XdmCallback } from './host-types';
import type { PageMacros } from './confluence-types';

export interface MacroHost {
  /** A macro's parameters; undefined for one being inserted or one the page does not have. */
  macroData(macroId: string): Record<string, string> | undefined;
  /** Stores parameters for the macro whose editor is open; false when none is open for it. */
  saveMacro(macroId: string, params: Record<string, string>, body: string | undefined): boolean;
  closeMacroEditor(): void;
}

export interface MacroRecords {
  savedMacros: unknown[];
  refusedMacroSaves: unknown[];
}

/** A page view: its macros' parameters; there is no macro editor to save into. */
export function viewMacroHost(macros: PageMacros): MacroHost {
  return {
    macroData: (macroId) => (macros[macroId] ? { ...macros[macroId] } : undefined),
    saveMacro: () => false,
    closeMacroEditor: () => undefined,
  };
}

let host: MacroHost = viewMacroHost(
  JSON.parse(document.getElementById('sim-page-macros')?.textContent ?? '{}') as PageMacros,
);

export function setMacroHost(next: MacroHost): void {
  host = next;
}

/** Confluence keeps parameters as strings. */
export function stringParams(params: unknown): Record<string, string> {
  if (!params || typeof params !== 'object') return {};
  return Object.fromEntries(
    Object.entries(params as Record<string, unknown>)
      .filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v))
      .map(([k, v]) => [k, String(v)]),
  );
}

const macroIdOf = (callback: XdmCallback) =>
  callback._context?.extension?.options?.productContext?.['macro.id'] ?? '';

export function defineConfluenceModule(connectHost: any, records: MacroRecords): void {
  connectHost.defineModule('confluence', {
    saveMacro(params: unknown, body: unknown, callback: XdmCallback) {
      const macroId = macroIdOf(callback);
      const saved = stringParams(params);
      const bodyText = typeof body === 'string' ? body : undefined;
      if (host.saveMacro(macroId, saved, bodyText))
        records.savedMacros.push({ macroId, params: saved, body: bodyText });
      else records.refusedMacroSaves.push({ macroId, params: saved });
    },
    getMacroData(callback: XdmCallback) {
      callback(host.macroData(macroIdOf(callback)));
    },
    getMacroBody(callback: XdmCallback) {
      callback(host.macroData(macroIdOf(callback)) ? '' : undefined);
    },
    closeMacroEditor() {
      host.closeMacroEditor();
    },
  });
}
