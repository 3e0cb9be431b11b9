/**
 * Stylesheets the shell fetched without applying them (`data-deferred-style` preloads: the
 * issue panel's lazy parts use them). Applied once, when the first such part loads.
 */
let applied = false;

export function applyDeferredStyles(doc: Document = document): void {
  if (applied) return;
  applied = true;
  doc.querySelectorAll<HTMLLinkElement>('link[data-deferred-style]').forEach((link) => {
    link.rel = 'stylesheet';
  });
}
