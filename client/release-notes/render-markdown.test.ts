// @vitest-environment jsdom
// DOMPurify needs a standards-complete DOM; happy-dom's is not enough for it.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

describe('markdown in release notes', () => {
  it('renders markdown to HTML', () => {
    expect(renderMarkdown('**bold** and [a link](https://example.com)')).toBe(
      '<p><strong>bold</strong> and <a href="https://example.com" target="_blank" rel="noopener noreferrer">a link</a></p>\n',
    );
  });

  it('makes script, onerror and javascript: payloads inert', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<img src="x">');
  });
});
