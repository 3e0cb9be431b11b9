/**
 * The bridge the Forge CDN injects into every Custom UI resource, as the first script of
 * <head>: `window.__bridge.callBridge(name, payload)`, what @forge/bridge calls. Each call goes
 * to the host page over postMessage (bridge-channel.ts); the host's origin comes from this
 * script's own URL (`?host=`). The frame's height is reported to the host as iframe-resizer
 * would, so Custom UI frames size themselves.
 */
import { BridgeChannel } from './bridge-channel';

const script = document.currentScript as HTMLScriptElement | null;
const hostOrigin = new URL(script?.src ?? window.location.href).searchParams.get('host') ?? '*';

const channel = new BridgeChannel(
  (message) => window.parent.postMessage(message, hostOrigin),
  undefined,
  'frame',
);
window.addEventListener('message', (event) => {
  if (event.source !== window.parent) return;
  if (hostOrigin !== '*' && event.origin !== hostOrigin) return;
  channel.receive(event.data);
});

(window as unknown as { __bridge: unknown }).__bridge = {
  callBridge: (name: string, payload?: unknown) => channel.call(name, payload),
};

// Escape inside the frame reaches the host (a modal closes on it, as Forge's do).
window.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && !event.defaultPrevented)
    window.parent.postMessage({ ns: 'forge-sim-bridge', kind: 'escape' }, hostOrigin);
});

let lastHeight = -1;
/** The content's height: the lowest bottom edge of body's children (iframe-resizer's idea). */
const contentHeight = () => {
  const body = document.body;
  if (!body) return 0;
  let bottom = 0;
  for (const child of Array.from(body.children)) {
    if (child.tagName === 'SCRIPT') continue;
    bottom = Math.max(bottom, child.getBoundingClientRect().bottom);
  }
  const margin = parseFloat(getComputedStyle(body).marginBottom) || 0;
  return Math.ceil(bottom + window.scrollY + margin);
};
let queued = false;
const report = () => {
  if (queued) return;
  queued = true;
  requestAnimationFrame(() => {
    queued = false;
    const height = contentHeight();
    if (height === lastHeight) return;
    lastHeight = height;
    window.parent.postMessage({ ns: 'forge-sim-bridge', kind: 'resize', height }, hostOrigin);
  });
};
const observe = () => {
  const resize = new ResizeObserver(report);
  resize.observe(document.body);
  new MutationObserver(() => {
    for (const child of Array.from(document.body.children)) resize.observe(child);
    report();
  }).observe(document.body, { childList: true, subtree: true, attributes: true });
  report();
};
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', observe);
else observe();
