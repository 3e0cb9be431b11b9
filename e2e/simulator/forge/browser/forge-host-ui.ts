/**
 * The host page's own UI for Forge apps: flags (`showFlag`/`closeFlag`) and the modal dialog
 * that `new Modal(...)`, a macro's config and the workflow editor open. Test ids:
 * `sim-forge-flag` (with `data-flag-id`, `data-flag-type`), `sim-forge-modal` (with
 * `data-resource`), `sim-forge-modal-title`, `sim-forge-modal-close`.
 */
export interface ForgeFlag {
  id: string;
  title?: string;
  description?: string;
  type?: string;
  appearance?: string;
  isAutoDismiss?: boolean;
}

const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  text = '',
): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text) node.textContent = text;
  return node;
};

function flagArea(): HTMLElement {
  let area = document.getElementById('sim-forge-flags');
  if (!area) {
    area = el('div', { id: 'sim-forge-flags', class: 'sim-forge-flags', 'aria-live': 'polite' });
    document.body.append(area);
  }
  return area;
}

export function showFlag(flag: ForgeFlag): void {
  closeFlag(flag.id);
  const type = flag.type ?? flag.appearance ?? 'info';
  const box = el('div', {
    class: `sim-forge-flag sim-forge-flag-${type}`,
    role: 'alert',
    'data-testid': 'sim-forge-flag',
    'data-flag-id': String(flag.id),
    'data-flag-type': type,
  });
  box.append(el('strong', {}, flag.title ?? ''));
  if (flag.description) box.append(el('p', {}, flag.description));
  const close = el('button', { type: 'button', class: 'aui-button aui-button-subtle' }, 'Dismiss');
  close.addEventListener('click', () => box.remove());
  box.append(close);
  flagArea().append(box);
  if (flag.isAutoDismiss) setTimeout(() => box.remove(), 8000);
}

export function closeFlag(id: string): void {
  flagArea()
    .querySelectorAll<HTMLElement>('[data-flag-id]')
    .forEach((node) => {
      if (node.dataset.flagId === String(id)) node.remove();
    });
}

const WIDTHS: Record<string, string> = {
  small: '400px',
  medium: '600px',
  large: '800px',
  xlarge: '968px',
  max: '95vw',
};

export interface ModalShell {
  container: HTMLElement;
  remove(): void;
}

/** An overlay with a frame container; Escape (in the host page), a click beside the dialog
 * and the close button call `onDismiss`. */
export function openModalShell(options: {
  title?: string;
  size?: string;
  width?: string;
  height?: string;
  resource: string;
  closeOnEscape?: boolean;
  closeOnOverlayClick?: boolean;
  onDismiss: () => void;
}): ModalShell {
  const overlay = el('div', { class: 'sim-forge-overlay' });
  const dialog = el('section', {
    class: 'sim-forge-modal',
    role: 'dialog',
    'aria-modal': 'true',
    'data-testid': 'sim-forge-modal',
    'data-resource': options.resource,
  });
  dialog.style.width = options.width ?? WIDTHS[options.size ?? 'medium'] ?? WIDTHS.medium!;
  const head = el('header', { class: 'sim-forge-modal-head' });
  head.append(el('h2', { 'data-testid': 'sim-forge-modal-title' }, options.title ?? ''));
  const close = el(
    'button',
    {
      type: 'button',
      class: 'aui-button aui-button-subtle',
      'aria-label': 'Close',
      'data-testid': 'sim-forge-modal-close',
    },
    '×',
  );
  close.addEventListener('click', options.onDismiss);
  head.append(close);
  const container = el('div', { class: 'sim-forge-modal-body' });
  container.style.height = options.height ?? '70vh';
  dialog.append(head, container);
  overlay.append(dialog);
  overlay.addEventListener('click', (event) => {
    if (event.target === overlay && options.closeOnOverlayClick !== false) options.onDismiss();
  });
  document.body.append(overlay);
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && options.closeOnEscape !== false) options.onDismiss();
  };
  document.addEventListener('keydown', onKey);
  return {
    container,
    remove() {
      document.removeEventListener('keydown', onKey);
      overlay.remove();
    },
  };
}
