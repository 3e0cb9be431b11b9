/**
 * A macro's editor in connect-host.js's own dialog, as Confluence opens it: the module's
 * `editor.url` frame, sized by `editor.width`/`height`, with a header (`insertTitle`, or
 * `editTitle` for a placed macro) and the chrome's buttons (Insert or Save, and Close).
 *
 * The buttons behave as connect-js makes them: a click sends the frame `dialog.submit` (or
 * `dialog.cancel`) and `dialog.button.click`; the frame's all.js then closes the dialog
 * itself (AP.dialog.close) unless the app called `AP.dialog.disableCloseOnSubmit()`, in which
 * case it stays open until the app calls `AP.confluence.closeMacroEditor()`.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- connect-host.js and jQuery are untyped globals */
import { IFRAME_SANDBOX } from './host-types';
import type { MacroFrameAnswer } from './confluence-types';

declare const jQuery: any;

export interface MacroEditorOptions {
  title: string;
  submitText: 'Insert' | 'Save';
  width?: string;
  height?: string;
  /** Called once, whichever way the dialog closes (buttons, Escape, the app). */
  onClose: () => void;
}

export interface OpenMacroEditor {
  close(): void;
}

/** The newest connect-host dialog, tagged for tests. */
function tagDialog(close: () => void): void {
  const dialogs = document.querySelectorAll<HTMLElement>('.ap-aui-dialog2');
  const dialog = dialogs[dialogs.length - 1];
  if (!dialog) return;
  dialog.dataset.testid = 'sim-macro-editor';
  const buttons = dialog.querySelectorAll<HTMLElement>('.aui-dialog2-footer-actions .aui-button');
  for (const button of buttons) {
    const identifier = jQuery(button).data('identifier');
    if (identifier === 'submit') button.dataset.testid = 'sim-macro-editor-submit';
    if (identifier === 'cancel') button.dataset.testid = 'sim-macro-editor-close';
  }
  // connect-host.js renders AUI 7's header close link, which AUI 10 no longer wires up.
  dialog.querySelector('.aui-dialog2-header-close')?.addEventListener('click', (event) => {
    event.preventDefault();
    close();
  });
}

export function openMacroEditor(
  connectHost: any,
  frame: MacroFrameAnswer,
  options: MacroEditorOptions,
): OpenMacroEditor {
  let open = true;
  const close = () => {
    if (open) connectHost.dialog.close(frame.addonKey);
  };
  connectHost.dialog.create(
    {
      addon_key: frame.addonKey,
      key: frame.moduleKey,
      url: frame.url,
      options: { productContext: frame.productContext, sandbox: IFRAME_SANDBOX },
    },
    {
      chrome: true,
      header: options.title,
      submitText: options.submitText,
      cancelText: 'Close',
      width: options.width ?? '800px',
      height: options.height ?? '600px',
      onHide: () => {
        if (!open) return;
        open = false;
        options.onClose();
      },
    },
  );
  tagDialog(close);
  return { close };
}
