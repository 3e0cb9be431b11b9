/** What the Confluence host pages tell their browser code, and what it asks the simulator. */

export interface DraftMacro {
  moduleKey: string;
  id: string;
  params: Record<string, string>;
}

/** A macro of the app as the macro browser lists it. */
export interface MacroChoice {
  key: string;
  name: string;
  description: string;
  editor?: { width?: string; height?: string; insertTitle: string; editTitle: string };
}

/** `#sim-editor-config` on the editor page. */
export interface EditorConfig {
  mode: 'edit' | 'create';
  /** The installed Confluence app's key, '' when it is not installed. */
  addonKey: string;
  page: {
    id: string;
    spaceKey: string;
    title: string;
    /** The version the draft starts from (1 for a new page). */
    version: number;
    body: string;
    macros: DraftMacro[];
  };
  macros: MacroChoice[];
}

/** `POST /sim/macro-frame`: a signed URL for a macro's preview or its editor. */
export interface MacroFrameRequest {
  kind: 'preview' | 'editor';
  moduleKey: string;
  macroId: string;
  params: Record<string, string>;
  page: { id: string; spaceKey: string; title: string; version: number };
}

export interface MacroFrameAnswer {
  url?: string;
  addonKey?: string;
  /** The frame's module key (`<macro>:editor` for the editor). */
  moduleKey?: string;
  productContext?: Record<string, string>;
  error?: string;
}

/** `#sim-page-macros` on a page view: each macro's parameters, by macro id. */
export type PageMacros = Record<string, Record<string, string>>;
