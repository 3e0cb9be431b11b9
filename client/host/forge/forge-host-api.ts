/**
 * The Forge implementation of the host interface (../host-api.ts), on the Custom UI bridge's
 * calls as @forge/bridge, @forge/jira-bridge and @forge/confluence-bridge make them
 * (docs/FORGE.md, "The host interface", has the table of what maps to what).
 */
import type { HostApi, HostDialogOptions, HostFlag, MacroEditorHost } from '../host-types';
import type { ForgeBridge, ForgeContext } from './forge-bridge';
import { macroConfigOf } from './forge-screens';
import { showMacroEditorActions } from './forge-macro-actions';

/** The resource our dialogs open in (a `Modal`; Forge has no dialog module). */
export const DIALOG_RESOURCE = 'app';

/** Forge's modal sizes by the widest content each holds (Connect asks in pixels). */
export function modalSizeOf(width: string | undefined): 'small' | 'medium' | 'large' | 'xlarge' {
  const px = width?.endsWith('px') ? parseFloat(width) : NaN;
  if (Number.isNaN(px)) return 'medium';
  if (px <= 400) return 'small';
  if (px <= 600) return 'medium';
  if (px <= 800) return 'large';
  return 'xlarge';
}

/** The config values as the strings Connect's macro parameters were. */
function stringParams(config: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(config)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  );
}

function macroEditorOf(bridge: ForgeBridge, context: ForgeContext): MacroEditorHost | null {
  const extension = context.extension ?? {};
  if (extension.entryPoint !== 'config') return null;
  let submitted = false;
  return {
    getData: () => Promise.resolve(stringParams(macroConfigOf(extension))),
    // `view.submit({ config })`: Forge stores the config on the page and closes the editor.
    save: (params) => {
      submitted = true;
      bridge.command('submit', { config: params }).catch(logFailure('submit'));
    },
    close: () => {
      if (!submitted) bridge.command('close').catch(() => undefined);
    },
    // Forge gives a Custom UI config no buttons of its own: we add Save and Cancel.
    onSubmit: (handler) =>
      showMacroEditorActions({
        onSave: handler,
        onCancel: () => {
          bridge.command('close').catch(() => undefined);
        },
      }),
  };
}

const logFailure = (call: string) => (error: unknown) =>
  console.error(`Checklists: the Forge host refused ${call}:`, error);

function isMacroView(context: ForgeContext): boolean {
  const extension = context.extension ?? {};
  return extension.type === 'macro' && extension.entryPoint !== 'config' && !extension.modal;
}

export function forgeHostApi(bridge: ForgeBridge, context: ForgeContext): HostApi {
  const { call } = bridge;
  let flags = 0;
  const macroView = isMacroView(context);
  return {
    getLocale: () => Promise.resolve(context.locale ?? ''),
    getContextToken: () => Promise.reject(new Error('Forge calls carry their own token')),
    showFlag: (flag: HostFlag) => {
      flags += 1;
      const id = `checklists-flag-${flags}`;
      call('showFlag', {
        id,
        title: flag.title,
        description: flag.body ?? '',
        type: flag.type,
        isAutoDismiss: flag.close === 'auto',
      }).catch(logFailure('showFlag'));
      return { close: () => void call('closeFlag', { id }).catch(() => undefined) };
    },
    openDialog: (options: HostDialogOptions) => {
      bridge
        .command('openModal', {
          resource: DIALOG_RESOURCE,
          // The fields `new Modal(…).open()` always sends (forge-bridge-contract.test.ts).
          onClose: () => undefined,
          size: modalSizeOf(options.width),
          context: { screen: options.key, customData: options.customData ?? {} },
          closeOnEscape: options.closeOnEscape ?? true,
          closeOnOverlayClick: true,
          title: '',
          icon: '',
        })
        .catch(logFailure('openModal'));
    },
    closeDialog: (data) => {
      bridge.command('close', data).catch(() => undefined);
    },
    getDialogCustomData: () => Promise.resolve(context.extension?.modal?.customData),
    // Forge sizes its frames itself (the iframe-resizer script the CLI puts into index.html);
    // only a macro asks for its height, with a bare number as @forge/confluence-bridge sends it.
    resize: (heightPx) => {
      if (!macroView || heightPx === undefined || heightPx < 1) return;
      call('setMacroViewportHeight', Math.ceil(heightPx)).catch(() => undefined);
    },
    on: (event, listener) => {
      call('on', { event, callback: (payload: unknown) => listener(payload) }).catch(
        logFailure('events.on'),
      );
    },
    emit: (event, ...args) => {
      call('emit', { event, payload: args.length > 1 ? args : args[0] }).catch(
        logFailure('events.emit'),
      );
    },
    // Forge's page history (`view.createHistory`) opens an admin page's route; our routes
    // below a page are not kept in the host URL (docs/FORGE.md).
    history: null,
    // `workflowRules.onConfigure`: Jira stores what the callback returns; nothing while the
    // form is not valid (the rule is then not saved).
    onWorkflowSave: (save, validate) => {
      call('setWorkflowRuleConfigurationCallback', {
        data: { onConfigure: () => Promise.resolve(validate() ? save() : undefined) },
      }).catch(logFailure('workflowRules.onConfigure'));
    },
    macroEditor: macroEditorOf(bridge, context),
    openPage: (contentId) => {
      bridge
        .command('navigate', { target: 'contentView', contentId, type: 'same-tab' })
        .catch(logFailure('router.navigate'));
    },
    openIssue: (issueKey) => {
      bridge
        .command('navigate', { target: 'issue', issueKey, type: 'same-tab' })
        .catch(logFailure('router.navigate'));
    },
    // Forge keeps no route in the host URL (history above): the module's page opens.
    openAppPage: (moduleKey) => {
      bridge
        .command('navigate', { target: 'module', moduleKey, type: 'same-tab' })
        .catch(logFailure('router.navigate'));
    },
  };
}
