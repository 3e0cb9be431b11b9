/**
 * User markdown in HTML the server writes itself (the macros' static output for PDF and Word
 * export, e-mail, feeds): the same parser as the app (shared/markdown/), so an item reads as it
 * does on screen. Every text is escaped; links only to http(s) and mailto.
 */
import { parseInline } from '../../shared/markdown/parse-inline';
import type { Inline, MarkdownOptions } from '../../shared/markdown/types';
import { escapeHtml as esc } from './escape-html';

const html = (nodes: Inline[]): string =>
  nodes
    .map((node) => {
      if (typeof node === 'string') return esc(node);
      if (node.t === 'br') return '<br>';
      if (node.t === 'code') return `<code>${esc(node.text)}</code>`;
      if (node.t !== 'a') return `<${node.t}>${html(node.c)}</${node.t}>`;
      if (!node.href) return html(node.c);
      const title = node.title ? ` title="${esc(node.title)}"` : '';
      return `<a href="${esc(node.href)}"${title} rel="noopener noreferrer">${html(node.c)}</a>`;
    })
    .join('');

/** An item's text or note as inline HTML (no paragraphs: it sits in a list row). */
export const inlineMarkdownHtml = (markdown: string, options?: MarkdownOptions): string =>
  html(parseInline(markdown, options));
