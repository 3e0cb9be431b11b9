/**
 * Starting the host side of the app (docs/PRODUCT.md, "App start"): only inside a frame, and
 * only when `AP` is absent, load the host's frame script (`CONNECT_JS_URL`); then ask the host
 * for the user's language and let the iframe's height follow the content. Outside a frame the
 * app only logs that the macro view is not loaded in a frame.
 */
import { hasHostApi, HostScriptError, isInFrame, loadHostScript } from './host-frame';
import { hostApi, type HostApi } from './host-api';

export type HostStatus =
  | { kind: 'absent' }
  | { kind: 'ready'; locale: string | undefined }
  | { kind: 'failed'; src: string };

export const NOT_IN_FRAME_MESSAGE = 'Checklists: the macro view is not loaded in a frame.';

export async function startHostBridge(
  connectJsUrl: string,
  win: Window = window,
): Promise<HostStatus> {
  if (!isInFrame(win)) {
    console.info(NOT_IN_FRAME_MESSAGE);
    return { kind: 'absent' };
  }
  if (!hasHostApi(win)) {
    try {
      await loadHostScript(connectJsUrl, win.document);
    } catch (error) {
      const src = error instanceof HostScriptError ? error.src : connectJsUrl;
      console.error(error instanceof Error ? error.message : error);
      return { kind: 'failed', src };
    }
  }
  const host = hostApi();
  if (!host) return { kind: 'failed', src: connectJsUrl };
  const locale = await host.getLocale().catch(() => undefined);
  followContentHeight(host, win);
  return { kind: 'ready', locale };
}

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
