/**
 * The pure parts of Confluence's export (PDF, Word, email, feed): which URL of the app it
 * fetches for a macro, and what of the app's answer it keeps (no scripts, no event handlers,
 * no frames: an exported document runs nothing).
 */
import { substituteVariables, type ProductContext } from './module-url';
import { renderModeTemplate, type MacroModule } from './confluence-modules';

/**
 * The path (relative to the app's base URL) Confluence GETs for a macro in an export mode:
 * the mode's render-mode URL, else `default`, with the context variables and the macro's
 * parameters filled in as for its iframe; undefined when the macro has no render modes.
 */
export function renderModePath(
  macro: MacroModule,
  mode: string,
  context: ProductContext,
  params: Record<string, string>,
): string | undefined {
  const template = renderModeTemplate(macro, mode);
  return template === undefined
    ? undefined
    : substituteVariables(template, { ...params, ...context });
}

const REMOVED_ELEMENTS = ['script', 'iframe', 'frame', 'object', 'embed', 'noscript'];
const TAG =
  /<([a-zA-Z][\w:-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>/g;
const ATTRIBUTE = /\s+([^\s=/>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g;
const unquote = (value: string) => value.replace(/^["']|["']$/g, '');

/** Whether an attribute could run code: `on…` handlers, `javascript:` (and `data:`/`vbscript:` in links). */
function dangerous(name: string, value: string | undefined): boolean {
  const lower = name.toLowerCase();
  if (lower.startsWith('on')) return true;
  if (value === undefined) return false;
  // Browsers skip whitespace and control characters in a URL's scheme.
  const target = [...unquote(value)]
    .filter((c) => c.charCodeAt(0) > 32)
    .join('')
    .toLowerCase();
  return (
    ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc'].includes(lower) &&
    /^(javascript:|vbscript:|data:text\/html)/.test(target)
  );
}

/** The app's export HTML as a document may hold it: scripts, frames and handlers removed. */
export function sanitizeExportHtml(html: string): string {
  let out = html;
  for (const element of REMOVED_ELEMENTS) {
    out = out
      .replace(new RegExp(`<${element}\\b[\\s\\S]*?<\\/${element}\\s*>`, 'gi'), '')
      .replace(new RegExp(`<\\/?${element}\\b[^>]*>`, 'gi'), '');
  }
  return out.replace(TAG, (_tag, name: string, attributes: string, selfClosing: string) => {
    const kept = attributes.replace(ATTRIBUTE, (attribute, attrName: string, value?: string) =>
      dangerous(attrName, value) ? '' : attribute,
    );
    return `<${name}${kept}${selfClosing ? ' /' : ''}>`;
  });
}
