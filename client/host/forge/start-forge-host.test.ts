import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeBridge, type FakeBridge } from '../../test/fake-forge-bridge';
import { hostApi, resetHostApi, type HostApi } from '../host-api';
import { languageFor, startHost } from '../host-bridge';
import { setApiTransport } from '../../lib/api-client';
import { initI18n } from '../../lib/i18n';
import { BRIDGE_NAME } from './start-forge-host';
import { MACRO_ACTIONS_ID } from './forge-macro-actions';
import type { ForgeContext } from './forge-bridge';
import type { BootData } from '../../../shared/routes';

const SCREENS = {
  'checklists-issue-content': '/jira/view?issueKey={issue.key}&issueId={issue.id}',
  'checklists-admin-section/apikeys': '/jira/admin/apikeys',
  'checklists-admin-section': '/jira/admin/settings',
  'complete-checklists/edit': '/jira/postEditComplete?config={postFunction.config}',
  checklist: '/macro/view?pageId={page.id}&macroId={macro.id}',
  'checklist/config': '/macro/edit',
  'checklist-modals': '/jira/shared/checklist-modals',
};

const boot = { host: 'forge', product: 'jira', forgeScreens: SCREENS } as unknown as BootData;
let bridge: FakeBridge | null = null;

beforeEach(() => window.history.replaceState(null, '', '/forge-cdn/app/index.html'));
afterEach(() => {
  bridge?.remove();
  bridge = null;
  resetHostApi();
  setApiTransport(null);
  document.getElementById(MACRO_ACTIONS_ID)?.remove();
  vi.restoreAllMocks();
});

async function start(
  context: ForgeContext,
  answers: Parameters<typeof installFakeBridge>[1] = {},
): Promise<HostApi> {
  bridge = installFakeBridge(context, answers, window);
  const status = await startHost(boot);
  expect(status).toEqual({ kind: 'ready', locale: context.locale, localeFirst: true });
  const host = hostApi();
  if (!host) throw new Error('no host API');
  return host;
}

const issuePanel: ForgeContext = {
  moduleKey: 'checklists-issue-content',
  locale: 'de_DE',
  extension: { type: 'jira:issuePanel', issue: { id: '10001', key: 'DEMO-1' } },
};

describe('starting under Forge', () => {
  it('opens the module’s screen in the address bar and installs the Forge host', async () => {
    const host = await start(issuePanel);
    expect(window.location.pathname + window.location.search).toBe(
      '/jira/view?issueKey=DEMO-1&issueId=10001',
    );
    expect(await host.getLocale()).toBe('de_DE');
    expect(host.history).toBeNull();
    expect(host.macroEditor).toBeNull();
    await expect(host.getContextToken()).rejects.toThrow();
  });

  it('asks the page history which admin page is open', async () => {
    await start(
      { moduleKey: 'checklists-admin-section', extension: { type: 'jira:adminPage' } },
      { createHistory: () => ({ location: { pathname: '/apikeys' }, listen: () => undefined }) },
    );
    expect(window.location.pathname).toBe('/jira/admin/apikeys');
  });

  it('fails, saying why, without a bridge or a context', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await startHost(boot)).toEqual({ kind: 'failed', src: BRIDGE_NAME });
    bridge = installFakeBridge(null, {}, window);
    expect(await startHost(boot)).toEqual({ kind: 'failed', src: BRIDGE_NAME });
    expect(hostApi()).toBeNull();
  });

  it('lets the Atlassian account’s language decide before the browser’s', () => {
    const forge = { kind: 'ready', localeFirst: true } as const;
    expect(languageFor({ ...forge, locale: 'de_DE' }, 'en-US')).toBe('de');
    expect(languageFor({ ...forge, locale: 'en-US' }, 'de-DE')).toBe('en');
    expect(languageFor({ ...forge, locale: 'fr-FR' }, 'de-DE')).toBe('de');
    expect(languageFor({ kind: 'ready', locale: 'de-DE' }, 'en-US')).toBe('en');
  });
});

describe('the Forge host interface', () => {
  it('raises and closes flags', async () => {
    const host = await start(issuePanel);
    host.showFlag({ title: 'Saved', body: 'All good', type: 'success', close: 'manual' }).close();
    await Promise.resolve();
    expect(bridge?.payloads('showFlag')).toEqual([
      {
        id: 'checklists-flag-1',
        title: 'Saved',
        description: 'All good',
        type: 'success',
        isAutoDismiss: false,
      },
    ]);
    expect(bridge?.payloads('closeFlag')).toEqual([{ id: 'checklists-flag-1' }]);
  });

  it('opens our dialogs as a Modal of the app resource, and reads their data inside', async () => {
    const host = await start(issuePanel);
    host.openDialog({
      key: 'checklist-modals',
      width: '550px',
      closeOnEscape: true,
      customData: { modal: 'changelog-modal' },
    });
    host.closeDialog({ done: true });
    expect(bridge?.payloads('openModal')).toEqual([
      expect.objectContaining({
        resource: 'app',
        size: 'medium',
        closeOnEscape: true,
        context: { screen: 'checklist-modals', customData: { modal: 'changelog-modal' } },
      }),
    ]);
    expect(bridge?.payloads('close')).toEqual([{ done: true }]);

    resetHostApi();
    const modal = await start({
      ...issuePanel,
      extension: {
        ...issuePanel.extension,
        modal: { screen: 'checklist-modals', customData: { modal: 'x' } },
      },
    });
    expect(window.location.pathname).toBe('/jira/shared/checklist-modals');
    expect(await modal.getDialogCustomData()).toEqual({ modal: 'x' });
  });

  it('navigates to a page, sends and hears events', async () => {
    const host = await start(issuePanel);
    host.openPage('98305');
    const heard = vi.fn();
    host.on('checklists:changed', heard);
    host.emit('checklists:changed', { uid: 'c1' });
    await vi.waitFor(() => expect(bridge?.listeners.get('checklists:changed')).toHaveLength(1));
    bridge?.listeners.get('checklists:changed')?.[0]?.({ uid: 'c2' });
    expect(heard).toHaveBeenCalledWith({ uid: 'c2' });
    expect(bridge?.payloads('navigate')).toEqual([
      { target: 'contentView', contentId: '98305', type: 'same-tab' },
    ]);
    expect(bridge?.payloads('emit')).toEqual([
      { event: 'checklists:changed', payload: { uid: 'c1' } },
    ]);
  });

  it('gives Jira a workflow rule’s configuration, none while the form is not valid', async () => {
    const host = await start({
      moduleKey: 'complete-checklists',
      extension: { entryPoint: 'edit', postFunctionConfig: '{"a":1}' },
    });
    expect(window.location.search).toBe(`?config=${encodeURIComponent('{"a":1}')}`);
    let valid = true;
    host.onWorkflowSave(
      () => '{"a":2}',
      () => valid,
    );
    await Promise.resolve();
    const [payload] = bridge?.payloads('setWorkflowRuleConfigurationCallback') ?? [];
    const { onConfigure } = (payload as { data: { onConfigure(): Promise<unknown> } }).data;
    expect(await onConfigure()).toBe('{"a":2}');
    valid = false;
    expect(await onConfigure()).toBeUndefined();
  });

  it('sizes a macro’s viewport; other frames are sized by Forge itself', async () => {
    const macro = await start({
      moduleKey: 'checklist',
      localId: 'm-1',
      extension: { type: 'macro', content: { id: '98305' } },
    });
    expect(window.location.search).toBe('?pageId=98305&macroId=m-1');
    macro.resize(120.4);
    macro.resize();
    expect(bridge?.payloads('setMacroViewportHeight')).toEqual([121]);
    bridge?.remove();
    resetHostApi();
    const panel = await start(issuePanel);
    panel.resize(80);
    expect(bridge?.payloads('setMacroViewportHeight')).toEqual([]);
    expect(bridge?.payloads('resize')).toEqual([]);
  });

  it('edits a macro’s config: its saved values, Save submits them, Cancel closes', async () => {
    await initI18n('en');
    const host = await start({
      moduleKey: 'checklist',
      extension: { type: 'macro', entryPoint: 'config', config: { templateUid: 't-1', n: 2 } },
    });
    expect(window.location.pathname).toBe('/macro/edit');
    const editor = host.macroEditor;
    if (!editor) throw new Error('no macro editor');
    expect(await editor.getData()).toEqual({ templateUid: 't-1', n: '2' });
    editor.onSubmit(() => {
      editor.save({ checklistInstanceUid: 'ci-1' });
      editor.close();
    });
    const buttons = [...document.querySelectorAll(`#${MACRO_ACTIONS_ID} button`)];
    expect(buttons.map((b) => b.textContent)).toEqual(['Cancel', 'Save']);
    (buttons[1] as HTMLButtonElement).click();
    await vi.waitFor(() =>
      expect(bridge?.payloads('submit')).toEqual([{ config: { checklistInstanceUid: 'ci-1' } }]),
    );
    // Forge's submit closes the editor: no close after it.
    expect(bridge?.payloads('close')).toEqual([]);
    (buttons[0] as HTMLButtonElement).click();
    expect(bridge?.payloads('close')).toEqual([undefined]);
  });
});
