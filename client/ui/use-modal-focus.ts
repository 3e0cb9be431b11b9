import { useEffect, type RefObject } from 'react';

/**
 * What every modal does while open: focus moves into it (its first control, else the panel),
 * Escape closes it, and focus returns where it was when it closes.
 */
export function useModalFocus(
  panel: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: () => void,
) {
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>('input, textarea, canvas, button');
    (first ?? panel.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [panel, open, onClose]);
}
