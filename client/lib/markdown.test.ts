// @vitest-environment jsdom
// DOMPurify needs a standards-complete DOM; happy-dom's is not enough for it.
import { describe, expect, it } from 'vitest';
import { markdownPlainText, renderMarkdown } from './markdown';

/** The rendered HTML as a DOM fragment, to ask what a user would see. */
function dom(markdown: string, inline = false) {
  const box = document.createElement('div');
  box.innerHTML = renderMarkdown(markdown, { inline });
  return box;
}

describe('user markdown', () => {
  it('renders bold, links and lists', () => {
    const box = dom(
      'Some **bold** and [docs](https://example.com/a?b=1)\n\n- one\n- two\n\n1. first',
    );
    expect(box.querySelector('strong')?.textContent).toBe('bold');
    const link = box.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/a?b=1');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect([...box.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual([
      'one',
      'two',
    ]);
    expect(box.querySelector('ol > li')?.textContent).toBe('first');
  });

  it('keeps mailto links and GFM strikethrough and tables', () => {
    const box = dom('~~old~~ [mail](mailto:a@example.com)\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(box.querySelector('del')?.textContent).toBe('old');
    expect(box.querySelector('a')?.getAttribute('href')).toBe('mailto:a@example.com');
    expect(box.querySelectorAll('td')).toHaveLength(2);
  });

  it.each([
    ['a script', '<script>alert(1)</script>text', 'script'],
    ['an onerror handler', '<img src="x" onerror="alert(2)">', 'img'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', 'iframe'],
    ['a style element', '<style>body{display:none}</style>', 'style'],
    ['a form', '<form action="https://evil.example"><input name="a"></form>', 'form'],
  ])('shows %s as text, never as an element', (_name, markdown, tag) => {
    for (const inline of [false, true]) {
      const box = dom(markdown, inline);
      expect(box.querySelector(tag)).toBeNull();
      expect(box.querySelector('[onerror], [style], input')).toBeNull();
    }
  });

  it('drops javascript: and data: link targets and style attributes', () => {
    for (const inline of [false, true]) {
      const box = dom(
        '[x](javascript:alert(3)) [y](data:text/html,hi) <a href="javascript:alert(4)" style="color:red" onclick="alert(5)">z</a>',
        inline,
      );
      const links = [...box.querySelectorAll('a')];
      expect(links.map((a) => a.textContent)).toEqual(['x', 'y']);
      for (const a of links) expect(a.hasAttribute('href')).toBe(false);
      // Raw HTML shows as the text that was typed; it never becomes an element.
      expect(box.querySelector('[href], [style], [onclick]')).toBeNull();
      expect(box.textContent).toContain('<a href="javascript:alert(4)"');
    }
  });

  it('turns images into links: nothing loads from elsewhere', () => {
    const box = dom('![the plan](https://example.com/plan.png)');
    expect(box.querySelector('img')).toBeNull();
    const link = box.querySelector('a');
    expect(link?.textContent).toBe('the plan');
    expect(link?.getAttribute('href')).toBe('https://example.com/plan.png');
  });

  it('renders item text inline: no paragraphs, lists or headings', () => {
    const box = dom('# Check **the** [build](https://ci.example)', true);
    expect(box.querySelector('p, h1, ul, ol, li, div')).toBeNull();
    expect(box.querySelector('strong')?.textContent).toBe('the');
    expect(box.querySelector('a')?.getAttribute('href')).toBe('https://ci.example');
    expect(box.textContent).toBe('# Check the build');
  });

  it('renders task-list markers as text, not form controls', () => {
    const box = dom('- [x] done\n- [ ] open');
    expect(box.querySelector('input')).toBeNull();
    expect(box.textContent).toContain('☑ done');
  });
});

describe('markdown as plain text', () => {
  it('reads without markers, for labels', () => {
    expect(markdownPlainText('Read **the** [runbook](https://example.com) & <b>sign</b>')).toBe(
      'Read the runbook & <b>sign</b>',
    );
  });
});
