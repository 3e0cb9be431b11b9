/**
 * The frame's height follows its content (Connect: `AP.resize`; Forge: the macro's viewport
 * height, docs/FORGE.md).
 */
import type { HostApi } from './host-api';

/**
 * Tells the host the content's height whenever it changes, at most once per frame. It
 * measures the app's root element, not the document: a document never reports less than the
 * iframe's current height, so the frame would grow but never shrink.
 */
export function followContentHeight(host: HostApi, win: Window = window): void {
  const ResizeObserverImpl = (win as Window & { ResizeObserver?: typeof ResizeObserver })
    .ResizeObserver;
  if (!ResizeObserverImpl) return;
  const doc = win.document;
  const root = doc.getElementById('root') ?? doc.body;
  let lastHeight = -1;
  let scheduled = false;
  const observer = new ResizeObserverImpl(() => {
    if (scheduled) return;
    scheduled = true;
    win.requestAnimationFrame(() => {
      scheduled = false;
      const style = win.getComputedStyle(doc.body);
      const height =
        root.getBoundingClientRect().height +
        root.offsetTop +
        parseFloat(style.marginBottom || '0') +
        parseFloat(style.paddingBottom || '0');
      if (Math.abs(height - lastHeight) < 1) return;
      lastHeight = height;
      host.resize(height);
    });
  });
  observer.observe(root);
}
