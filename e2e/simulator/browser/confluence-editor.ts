/**
 * Confluence's editor page (server/confluence-editor-page.ts): the draft lives here until
 * Publish. Each macro shows as a placeholder with a preview frame (`output.type=preview`, the
 * draft's parameters), Edit and Remove. "Insert macro" opens the macro browser; choosing a
 * macro gives it a new id and opens its editor (macro-editor-dialog.ts). `AP.confluence`
 * (confluence-module.ts) saves into the open editor's macro; a new macro is placed only if the
 * app saved it before its editor closed. Then its preview reloads with the new parameters.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- connect-host.js and AUI are untyped globals */
import type { FrameConfig } from './host-types';
import type {
  DraftMacro,
  EditorConfig,
  MacroFrameAnswer,
  MacroFrameRequest,
} from './confluence-types';
import { setMacroHost, type MacroHost } from './confluence-module';
import { openMacroEditor, type OpenMacroEditor } from './macro-editor-dialog';

declare const AJS: any;

const MARKER = /(<macro id="[^"]+"\/>)/;
const marker = (id: string) => `<macro id="${id}"/>`;

interface Session {
  macro: DraftMacro;
  isNew: boolean;
  saved?: { params: Record<string, string> };
  dialog?: OpenMacroEditor;
}

/** Confluence gives every macro a uuid when it is inserted. */
function newMacroId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const hex = [...crypto.getRandomValues(new Uint8Array(16))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function send(method: string, url: string, body: unknown) {
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as any };
}

export function setUpConfluenceEditor(
  connectHost: any,
  createFrame: (frame: FrameConfig) => void,
  records: { closedMacroEditors: number },
): void {
  const root = document.querySelector<HTMLElement>('[data-sim-editor]');
  const configText = document.getElementById('sim-editor-config')?.textContent;
  if (!root || !configText) return;
  const config = JSON.parse(configText) as EditorConfig;
  const draft = { body: config.page.body, macros: structuredClone(config.page.macros) };
  const bodyEl = root.querySelector<HTMLElement>('[data-sim-editor-body]')!;
  const titleEl = root.querySelector<HTMLInputElement>('[data-testid="sim-page-title"]')!;
  const errorEl = root.querySelector<HTMLElement>('[data-testid="sim-editor-error"]')!;
  const browser = document.getElementById('sim-macro-browser');
  let session: Session | undefined;
  let frameCounter = 0;

  const showError = (message: string) => {
    errorEl.textContent = message;
    errorEl.hidden = false;
  };
  const pageRef = (): MacroFrameRequest['page'] => ({
    id: config.page.id,
    spaceKey: config.page.spaceKey,
    title: titleEl.value,
    version: config.page.version,
  });
  const frameFor = (kind: MacroFrameRequest['kind'], macro: DraftMacro) =>
    send('POST', '/sim/macro-frame', {
      kind,
      moduleKey: macro.moduleKey,
      macroId: macro.id,
      params: macro.params,
      page: pageRef(),
    } satisfies MacroFrameRequest).then((r) => r.body as MacroFrameAnswer);

  /** (Re)loads a placeholder's preview frame with the macro's draft parameters. */
  const loadPreview = async (macro: DraftMacro, box: HTMLElement) => {
    const generation = String(++frameCounter);
    box.dataset.generation = generation;
    const answer = await frameFor('preview', macro);
    if (box.dataset.generation !== generation) return;
    box.replaceChildren();
    if (!answer.url) return void (box.textContent = answer.error ?? 'No preview');
    box.id = `sim-preview-${generation}`;
    createFrame({
      containerId: box.id,
      addonKey: String(answer.addonKey),
      moduleKey: String(answer.moduleKey),
      url: answer.url,
      productContext: answer.productContext ?? {},
    });
  };

  const placeholder = (macro: DraftMacro): HTMLElement => {
    const name = config.macros.find((m) => m.key === macro.moduleKey)?.name ?? macro.moduleKey;
    const el = document.createElement('div');
    el.className = 'sim-macro-placeholder';
    el.dataset.testid = 'sim-macro-placeholder';
    el.dataset.macroId = macro.id;
    el.dataset.moduleKey = macro.moduleKey;
    el.innerHTML = `<div class="sim-macro-placeholder-head"><strong data-testid="sim-macro-name"></strong><span class="sim-grow"></span><button type="button" class="aui-button aui-button-subtle" data-testid="sim-macro-edit">Edit</button><button type="button" class="aui-button aui-button-subtle" data-testid="sim-macro-remove">Remove</button></div><div class="sim-module" data-sim-preview></div>`;
    el.querySelector('[data-testid="sim-macro-name"]')!.textContent = name;
    el.querySelector('[data-testid="sim-macro-edit"]')!.addEventListener('click', () => {
      const current = draft.macros.find((m) => m.id === macro.id);
      if (current) void editMacro(current, false);
    });
    el.querySelector('[data-testid="sim-macro-remove"]')!.addEventListener('click', () => {
      draft.macros = draft.macros.filter((m) => m.id !== macro.id);
      draft.body = draft.body.split(marker(macro.id)).join('');
      el.remove();
    });
    void loadPreview(macro, el.querySelector<HTMLElement>('[data-sim-preview]')!);
    return el;
  };

  const render = () => {
    bodyEl.replaceChildren();
    for (const part of draft.body.split(MARKER)) {
      const id = /^<macro id="([^"]+)"\/>$/.exec(part)?.[1];
      const macro = id ? draft.macros.find((m) => m.id === id) : undefined;
      if (macro) bodyEl.append(placeholder(macro));
      else if (!id && part) {
        const text = document.createElement('div');
        text.className = 'sim-editor-text';
        text.innerHTML = part;
        bodyEl.append(text);
      }
    }
  };

  /** A new macro goes to the end of the body (the simulated editor has no cursor). */
  const place = (macro: DraftMacro) => {
    draft.macros.push(macro);
    draft.body += marker(macro.id);
    bodyEl.append(placeholder(macro));
  };

  /** When the editor closes: place a new macro the app saved, or take the saved parameters. */
  const editorClosed = () => {
    const ended = session;
    session = undefined;
    records.closedMacroEditors += 1;
    if (!ended?.saved) return;
    if (ended.isNew) return place({ ...ended.macro, params: ended.saved.params });
    const macro = draft.macros.find((m) => m.id === ended.macro.id);
    if (!macro) return;
    macro.params = ended.saved.params;
    const box = bodyEl.querySelector<HTMLElement>(
      `[data-macro-id="${CSS.escape(macro.id)}"] [data-sim-preview]`,
    );
    if (box) void loadPreview(macro, box);
  };

  const editMacro = async (macro: DraftMacro, isNew: boolean) => {
    const choice = config.macros.find((m) => m.key === macro.moduleKey);
    if (!choice?.editor) {
      // A macro without an editor of its own is placed as it is.
      if (isNew) place(macro);
      return;
    }
    const answer = await frameFor('editor', macro);
    if (!answer.url) return showError(answer.error ?? 'The macro editor cannot be opened.');
    session = { macro: { ...macro, params: { ...macro.params } }, isNew };
    session.dialog = openMacroEditor(connectHost, answer, {
      title: isNew ? choice.editor.insertTitle : choice.editor.editTitle,
      submitText: isNew ? 'Insert' : 'Save',
      width: choice.editor.width,
      height: choice.editor.height,
      onClose: editorClosed,
    });
  };

  const macroHost: MacroHost = {
    macroData(macroId) {
      if (session?.isNew && session.macro.id === macroId) return undefined;
      const macro = draft.macros.find((m) => m.id === macroId);
      return macro ? { ...macro.params } : undefined;
    },
    saveMacro(macroId, params) {
      if (!session || session.macro.id !== macroId) return false;
      session.saved = { params };
      return true;
    },
    closeMacroEditor() {
      session?.dialog?.close();
    },
  };
  setMacroHost(macroHost);

  root.querySelector('[data-sim-insert-macro]')?.addEventListener('click', () => {
    if (browser) AJS.dialog2(browser).show();
  });
  document
    .querySelectorAll('[data-sim-macro-browser-close]')
    .forEach((button) =>
      button.addEventListener('click', () => browser && AJS.dialog2(browser).hide()),
    );
  document.querySelectorAll<HTMLElement>('[data-sim-macro-choice]').forEach((button) =>
    button.addEventListener('click', () => {
      if (browser) AJS.dialog2(browser).hide();
      const moduleKey = String(button.dataset.simMacroChoice);
      void editMacro({ moduleKey, id: newMacroId(), params: {} }, true);
    }),
  );

  root.querySelector('[data-sim-publish]')?.addEventListener('click', async () => {
    const title = titleEl.value.trim();
    if (!title) return showError('Give this page a title before you publish it.');
    const change = { title, body: draft.body, macros: draft.macros };
    const result =
      config.mode === 'create'
        ? await send('POST', '/sim/pages', {
            ...change,
            spaceKey: config.page.spaceKey,
            draftId: config.page.id,
          })
        : await send('PUT', `/sim/pages/${config.page.id}`, {
            ...change,
            version: config.page.version,
          });
    if (result.status !== 200) return showError(String(result.body.error ?? result.status));
    window.location.assign(
      `/wiki/spaces/${encodeURIComponent(config.page.spaceKey)}/pages/${result.body.id}`,
    );
  });
  root.querySelector('[data-sim-cancel]')?.addEventListener('click', () => {
    window.location.assign(
      config.mode === 'create'
        ? '/'
        : `/wiki/spaces/${encodeURIComponent(config.page.spaceKey)}/pages/${config.page.id}`,
    );
  });

  render();
}
