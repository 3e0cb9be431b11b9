/**
 * Save and Cancel for a macro's config under Forge. Connect's macro editor is a Confluence
 * dialog with its own Insert/Save button (the app hears `dialog.submit`); a Forge Custom UI
 * config gets no buttons, so the host layer adds them below the screen, which stays the same
 * under both hosts. Plain elements with design tokens: the config screen's own styles are
 * not needed, and nothing else renders them.
 */
import i18next from 'i18next';

export const MACRO_ACTIONS_ID = 'checklists-macro-actions';

function button(label: string, primary: boolean, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  Object.assign(element.style, {
    font: 'inherit',
    fontWeight: '500',
    padding: '6px 12px',
    borderRadius: 'var(--ds-border-radius, 3px)',
    border: 'none',
    cursor: 'pointer',
    color: primary ? 'var(--ds-text-inverse, #fff)' : 'var(--ds-text-subtle, #44546f)',
    background: primary
      ? 'var(--ds-background-brand-bold, #0c66e4)'
      : 'var(--ds-background-neutral-subtle, transparent)',
  });
  element.addEventListener('click', onClick);
  return element;
}

/** Adds the two buttons below the screen (a second call replaces them). */
export function showMacroEditorActions(
  actions: { onSave(): void; onCancel(): void },
  doc: Document = document,
): void {
  doc.getElementById(MACRO_ACTIONS_ID)?.remove();
  const bar = doc.createElement('div');
  bar.id = MACRO_ACTIONS_ID;
  bar.setAttribute('role', 'group');
  Object.assign(bar.style, {
    display: 'flex',
    justifyContent: 'flex-end',
    gap: '8px',
    padding: '12px 16px',
    borderTop: '1px solid var(--ds-border, #091e4224)',
    background: 'var(--ds-surface, #fff)',
    position: 'sticky',
    bottom: '0',
  });
  bar.append(
    button(i18next.t('host.cancel'), false, () => actions.onCancel()),
    button(i18next.t('host.save'), true, () => actions.onSave()),
  );
  doc.body.append(bar);
}
