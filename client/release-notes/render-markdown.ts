/**
 * Release-note details are markdown (spec §9): converted by marked, then sanitized by
 * DOMPurify, which keeps every harmless tag and attribute and drops scripts, event handlers
 * and `javascript:` URLs. Links open in a new tab.
 */
import { marked } from 'marked';
import DOMPurify from 'dompurify';

let hooked = false;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderMarkdown(markdown: string): string {
  // Without a DOM DOMPurify cannot sanitize: show the text, never unsanitized HTML.
  if (!DOMPurify.isSupported) return `<p>${escapeHtml(markdown)}</p>`;
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'] });
}
