/**
 * Loading Atlassian's frame script (`all.js`), which defines `window.AP`. Only inside a
 * frame, and only when `AP` is not there yet (docs/PRODUCT.md, "App start").
 */
export function isInFrame(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    // A cross-origin parent makes `top` unreadable in some browsers: we are framed.
    return true;
  }
}

export function hasHostApi(win: Window = window): boolean {
  return typeof (win as Window & { AP?: unknown }).AP !== 'undefined';
}

export class HostScriptError extends Error {
  constructor(readonly src: string) {
    super(`The host script did not load correctly: ${src}`);
    this.name = 'HostScriptError';
  }
}

export function loadHostScript(src: string, doc: Document = document): Promise<void> {
  if (hasHostApi(doc.defaultView ?? window)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new HostScriptError(src));
    doc.head.appendChild(script);
  });
}
