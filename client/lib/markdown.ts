/**
 * The one markdown renderer: markdown written by users (a template's description, every
 * item's text; docs/PRODUCT.md) and the release notes, as sanitized HTML. Screens show it through
 * `<Markdown>` (client/ui/markdown.tsx), which loads this module in a chunk of its own. Two layers: marked (GFM) renders with raw HTML escaped, so `<b>` in an item
 * shows as typed; then DOMPurify keeps only a short list of text tags and attributes. No
 * scripts, styles, frames, forms or event handlers; links only to http(s) and mailto, opening
 * in a new tab without a referrer. No images: an item text image could load from anywhere
 * (the CSP allows any https image) and tell that server who opened the checklist, so
 * `![alt](url)` becomes a link to the image instead.
 *
 * Import this only from feature modules (lazy chunks): marked and DOMPurify must not reach
 * the entry every Confluence macro loads (docs/PERFORMANCE.md).
 */
import { Marked, type Tokens } from 'marked';
import DOMPurify, { type Config } from 'dompurify';

export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const SAFE_URL = /^(?:https?:|mailto:)/i;

const marked = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    // Raw HTML is text here: shown as typed, never parsed.
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    image: ({ href, title, text }: Tokens.Image) =>
      SAFE_URL.test(href)
        ? `<a href="${escapeHtml(href)}"${title ? ` title="${escapeHtml(title)}"` : ''}>${escapeHtml(text || href)}</a>`
        : escapeHtml(text),
    // GFM task-list markers without form controls.
    checkbox: ({ checked }: Tokens.Checkbox) => (checked ? '☑ ' : '☐ '),
  },
});

const INLINE_TAGS = ['a', 'br', 'code', 'del', 'em', 's', 'strong'];
const BLOCK_TAGS = [
  ...INLINE_TAGS,
  'p',
  'blockquote',
  'pre',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
const config = (inline: boolean): Config => ({
  ALLOWED_TAGS: inline ? INLINE_TAGS : BLOCK_TAGS,
  ALLOWED_ATTR: ['href', 'title', 'align', 'start'],
  ALLOWED_URI_REGEXP: SAFE_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
});

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null | undefined;

/** Our own DOMPurify instance: its hook does not touch other users of DOMPurify. */
function getPurifier(): Purifier | null {
  if (purifier !== undefined) return purifier;
  const instance = typeof window === 'undefined' ? null : DOMPurify(window);
  if (instance?.isSupported) {
    instance.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    purifier = instance;
  } else purifier = null;
  return purifier;
}

/**
 * Sanitized HTML for `markdown`. `inline`: only inline markup (no paragraphs, lists or
 * headings), for item texts that sit in a row; otherwise blocks, for descriptions and notes.
 */
export function renderMarkdown(
  markdown: string,
  { inline = false, lineBreaks = false }: { inline?: boolean; lineBreaks?: boolean } = {},
): string {
  const purify = getPurifier();
  // Without a DOM DOMPurify cannot sanitize: show the text, never unsanitized HTML.
  if (!purify) return inline ? escapeHtml(markdown) : `<p>${escapeHtml(markdown)}</p>`;
  // `lineBreaks`: a line typed in a text box is a line (notes), not joined into the paragraph.
  const options = { async: false, breaks: lineBreaks } as const;
  const html = inline ? marked.parseInline(markdown, options) : marked.parse(markdown, options);
  return purify.sanitize(html, config(inline));
}

/** What an item's markdown reads as, without markers: for labels and other plain text. */
export function markdownPlainText(markdown: string): string {
  if (!getPurifier()) return markdown;
  const box = document.createElement('template');
  box.innerHTML = renderMarkdown(markdown, { inline: true });
  return box.content.textContent ?? markdown;
}
