/** Item markdown in the server's static HTML (exports): rendered as in the app, never live HTML. */
import { describe, expect, it } from 'vitest';
import { inlineMarkdownHtml } from './markdown-html';

describe('markdown in static HTML', () => {
  it('renders marks, code and links as the app does', () => {
    expect(
      inlineMarkdownHtml('**Deploy** `v2` to [prod](https://deploy.example/?a=1&b="2") ~~now~~'),
    ).toBe(
      '<strong>Deploy</strong> <code>v2</code> to <a href="https://deploy.example/?a=1&amp;b=&quot;2&quot;" rel="noopener noreferrer">prod</a> <del>now</del>',
    );
  });

  it('escapes typed HTML and keeps unsafe targets off links', () => {
    expect(
      inlineMarkdownHtml('<img src=x onerror=alert(1)> [x](javascript:alert(2)) <script>'),
    ).toBe('&lt;img src=x onerror=alert(1)&gt; x &lt;script&gt;');
  });

  it('keeps a note’s lines', () => {
    expect(inlineMarkdownHtml('a\nb', { lineBreaks: true })).toBe('a<br>b');
  });
});
