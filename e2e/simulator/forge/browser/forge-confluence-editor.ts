/**
 * The Forge site's Confluence editor in the browser (server: forge-confluence-editor-page.ts):
 * the draft (title, body, macros with their configs), the macro browser, each macro's config
 * modal (its config resource; `view.submit({ config })` stores the config, `view.close()` or
 * the close button cancels) and preview frame, Publish (`/forge-sim/publish`) and Cancel.
 * `window.__sim.submittedConfigs` lists the configs the modals submitted.
 */
import type { ForgeBridgeHost } from './forge-bridge-host';
import { openModalShell } from './forge-host-ui';
import type { ForgeFrameSpec } from './forge-types';
import type { ForgeEditorData } from '../forge-confluence-editor-page';

type DraftMacro = ForgeEditorData['page']['macros'][number];

const MARKER = /<macro id="([^"]+)"\/>/g;

export function setUpForgeEditor(host: ForgeBridgeHost, data: ForgeEditorData): void {
  const { page } = data;
  const macros: DraftMacro[] = page.macros.map((m) => ({ ...m }));
  let body = page.body;
  const bodyEl = document.querySelector<HTMLElement>('[data-sim-editor-body]')!;
  const browser = document.querySelector<HTMLElement>('[data-sim-macro-browser]')!;
  const error = document.querySelector<HTMLElement>('[data-testid="sim-editor-error"]')!;
  const submitted = (host.sim.submittedConfigs ??= []) as unknown[];

  const extension = (config: Record<string, unknown> | undefined, entryPoint?: string) => ({
    type: 'macro',
    content: { id: page.id, type: 'page', version: page.version },
    space: { key: page.spaceKey, id: page.spaceId },
    isEditing: true,
    ...(entryPoint ? { entryPoint } : {}),
    ...(config ? { config } : {}),
    macro: { body: undefined },
  });
  const spec = (macro: DraftMacro, resource: string, entryPoint?: string): ForgeFrameSpec => ({
    product: 'confluence',
    moduleKey: macro.moduleKey,
    moduleType: 'macro',
    localId: macro.id,
    extension: extension(macro.config, entryPoint),
    containerId: '',
    resource,
  });

  const render = () => {
    for (const frame of [...host.frames])
      if (bodyEl.contains(frame.iframe)) host.removeFrame(frame);
    bodyEl.textContent = '';
    const text = body
      .replace(MARKER, '')
      .replace(/<[^>]+>/g, ' ')
      .trim();
    if (text) bodyEl.append(Object.assign(document.createElement('p'), { textContent: text }));
    for (const macro of macros) {
      const info = data.macros.find((m) => m.key === macro.moduleKey);
      const box = document.createElement('div');
      box.className = 'sim-macro-placeholder';
      Object.assign(box.dataset, {
        testid: 'sim-macro-placeholder',
        macroId: macro.id,
        moduleKey: macro.moduleKey,
      });
      box.setAttribute('data-testid', 'sim-macro-placeholder');
      const head = document.createElement('div');
      head.className = 'sim-macro-placeholder-head';
      head.innerHTML = `<strong data-testid="sim-macro-name"></strong><span class="sim-grow"></span>`;
      head.querySelector('strong')!.textContent = info?.title ?? macro.moduleKey;
      const button = (label: string, testId: string, onClick: () => void) => {
        const b = Object.assign(document.createElement('button'), {
          type: 'button',
          textContent: label,
        });
        b.className = 'aui-button aui-button-subtle';
        b.setAttribute('data-testid', testId);
        b.addEventListener('click', onClick);
        head.append(b);
      };
      if (info?.config) button('Edit', 'sim-macro-edit', () => configure(macro, false));
      button('Remove', 'sim-macro-remove', () => {
        macros.splice(macros.indexOf(macro), 1);
        body = body.replace(`<macro id="${macro.id}"/>`, '');
        render();
      });
      box.append(head);
      bodyEl.append(box);
      if (info) host.createFrame(spec(macro, info.resource), box);
    }
  };

  /** Opens the macro's config resource; resolves true when it submitted a config. */
  const configure = (macro: DraftMacro, inserting: boolean) =>
    new Promise<boolean>((resolve) => {
      const info = data.macros.find((m) => m.key === macro.moduleKey);
      if (!info?.config) return resolve(false);
      let done = false;
      const finish = (config: Record<string, unknown> | undefined) => {
        if (done) return true;
        done = true;
        host.removeFrame(frame);
        shell.remove();
        if (config) {
          macro.config = config;
          if (inserting) {
            macros.push(macro);
            body += `<macro id="${macro.id}"/>`;
          }
          render();
        }
        resolve(config !== undefined);
        return true;
      };
      const shell = openModalShell({
        title: info.config.title,
        ...(info.config.width ? { width: info.config.width } : { size: 'large' }),
        ...(info.config.height ? { height: info.config.height } : {}),
        resource: info.config.resource,
        onDismiss: () => finish(undefined),
      });
      const frame = host.createFrame(spec(macro, info.config.resource, 'config'), shell.container, {
        autoSize: false,
        onSubmit: (payload) => {
          const config = (payload as { config?: unknown } | undefined)?.config;
          if (!config || typeof config !== 'object' || Array.isArray(config))
            throw new Error('Invalid "config" provided. Expected object');
          submitted.push({ macroId: macro.id, moduleKey: macro.moduleKey, config });
          return finish(config as Record<string, unknown>);
        },
        onClose: () => finish(undefined),
        onEscape: () => finish(undefined),
      });
    });

  document.querySelector('[data-sim-insert-macro]')?.addEventListener('click', () => {
    browser.hidden = false;
  });
  document.querySelector('[data-sim-macro-browser-close]')?.addEventListener('click', () => {
    browser.hidden = true;
  });
  document.querySelectorAll<HTMLElement>('[data-sim-macro-choice]').forEach((choice) =>
    choice.addEventListener('click', () => {
      browser.hidden = true;
      const info = data.macros.find((m) => m.key === choice.dataset.simMacroChoice);
      if (!info) return;
      const macro: DraftMacro = { moduleKey: info.key, id: crypto.randomUUID() };
      if (info.config?.openOnInsert) void configure(macro, true);
      else {
        macros.push(macro);
        body += `<macro id="${macro.id}"/>`;
        render();
      }
    }),
  );
  document.querySelector('[data-sim-publish]')?.addEventListener('click', async () => {
    const title = document.querySelector<HTMLInputElement>('[data-testid="sim-page-title"]')!.value;
    const response = await fetch('/forge-sim/publish', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...page, mode: data.mode, title, body, macros }),
    });
    const answer = (await response.json().catch(() => ({}))) as { url?: string; error?: string };
    if (response.ok && answer.url) window.location.assign(answer.url);
    else {
      error.textContent = answer.error ?? `Publishing failed (${response.status}).`;
      error.hidden = false;
    }
  });
  document.querySelector('[data-sim-cancel]')?.addEventListener('click', () => {
    window.location.assign(
      data.mode === 'edit'
        ? `/wiki/spaces/${encodeURIComponent(page.spaceKey)}/pages/${page.id}`
        : '/',
    );
  });
  render();
}
