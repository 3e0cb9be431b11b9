/**
 * User markdown as people see it (client/ui/markdown.tsx over shared/markdown/): what renders,
 * and that nothing typed ever becomes a script, a frame, an image or a javascript: link.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Markdown, markdownPlainText } from './markdown';

afterEach(cleanup);

/** The rendered markdown as a DOM fragment, to ask what a user would see. */
function dom(markdown: string, inline = false, lineBreaks = false) {
  const { container } = render(
    <Markdown text={markdown} inline={inline} lineBreaks={lineBreaks} />,
  );
  return container.firstElementChild as HTMLElement;
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
    const box = dom('~~old~~ [mail](mailto:a@example.com)\n\n| a | b |\n|---|--:|\n| 1 | 2 |');
    expect(box.querySelector('del')?.textContent).toBe('old');
    expect(box.querySelector('a')?.getAttribute('href')).toBe('mailto:a@example.com');
    expect([...box.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['a', 'b']);
    expect(box.querySelectorAll('td')).toHaveLength(2);
    expect(box.querySelectorAll('td')[1]?.getAttribute('align')).toBe('right');
  });

  it('renders headings, quotes, code blocks, rules and nested lists', () => {
    const box = dom(
      '## Before go-live\n\n> check the *logs*\n\n```sh\nrm -rf <dir>\n```\n\n---\n\n1. first\n   - nested **one**\n2. second',
    );
    expect(box.querySelector('h2')?.textContent).toBe('Before go-live');
    expect(box.querySelector('blockquote em')?.textContent).toBe('logs');
    expect(box.querySelector('pre > code')?.textContent).toBe('rm -rf <dir>');
    expect(box.querySelector('hr')).not.toBeNull();
    expect(box.querySelector('ol > li > ul > li strong')?.textContent).toBe('one');
    expect(box.querySelectorAll('ol > li')).toHaveLength(2);
    // A tight list: its items' text sits in the item, without paragraphs.
    expect(box.querySelector('li p')).toBeNull();
  });

  it.each([
    ['a script', '<script>alert(1)</script>text', 'script'],
    ['an onerror handler', '<img src="x" onerror="alert(2)">', 'img'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', 'iframe'],
    ['a style element', '<style>body{display:none}</style>', 'style'],
    ['a form', '<form action="https://evil.example"><input name="a"></form>', 'form'],
    ['an svg', '<svg onload="alert(6)"><a xlink:href="javascript:alert(7)">x</a></svg>', 'svg'],
  ])('shows %s as text, never as an element', (_name, markdown, tag) => {
    for (const inline of [false, true]) {
      const box = dom(markdown, inline);
      expect(box.querySelector(tag)).toBeNull();
      expect(box.querySelector('[onerror], [onload], [style], input')).toBeNull();
      expect(box.textContent).toContain(markdown.slice(0, 10));
    }
  });

  it('follows only http(s) and mailto targets: javascript:, data: and others are text', () => {
    for (const inline of [false, true]) {
      const box = dom(
        '[x](javascript:alert(3)) [y](data:text/html,hi) [v](vbscript:msgbox) [j](JaVaScRiPt:alert(8)) <javascript:alert(9)> [r](/relative) <a href="javascript:alert(4)" style="color:red" onclick="alert(5)">z</a>',
        inline,
      );
      expect(box.querySelectorAll('a')).toHaveLength(0);
      expect(box.querySelector('[href], [style], [onclick]')).toBeNull();
      expect(box.textContent).toContain('x y v j javascript:alert(9) r');
      // Raw HTML shows as the text that was typed; it never becomes an element.
      expect(box.textContent).toContain('<a href="javascript:alert(4)"');
    }
  });

  it('links bare web addresses and e-mail addresses, without the sentence’s punctuation', () => {
    const box = dom('See https://ci.example/run/1. Or www.example.com, or ops@example.com!', true);
    expect([...box.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://ci.example/run/1',
      'http://www.example.com',
      'mailto:ops@example.com',
    ]);
    expect(box.textContent).toBe(
      'See https://ci.example/run/1. Or www.example.com, or ops@example.com!',
    );
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
    expect(box.tagName).toBe('SPAN');
    expect(box.querySelector('p, h1, ul, ol, li, div')).toBeNull();
    expect(box.querySelector('strong')?.textContent).toBe('the');
    expect(box.querySelector('a')?.getAttribute('href')).toBe('https://ci.example');
    expect(box.textContent).toBe('# Check the build');
  });

  it('keeps each typed line of a note as a line', () => {
    const box = dom('first\nsecond *line*', false, true);
    expect(box.querySelectorAll('br')).toHaveLength(1);
    expect(box.querySelector('p')?.textContent).toBe('firstsecond line');
    const joined = dom('first\nsecond');
    expect(joined.querySelector('br')).toBeNull();
  });

  it('renders task-list markers as text, not form controls', () => {
    const box = dom('- [x] done\n- [ ] open');
    expect(box.querySelector('input')).toBeNull();
    expect(box.textContent).toContain('☑ done');
    expect(box.textContent).toContain('☐ open');
  });
});

describe('markdown as plain text', () => {
  it('reads without markers, for labels', () => {
    expect(markdownPlainText('Read **the** [runbook](https://example.com) & <b>sign</b>')).toBe(
      'Read the runbook & <b>sign</b>',
    );
    expect(markdownPlainText('`npm ci` then ~~skip~~ \\*not em\\* &amp; _done_')).toBe(
      'npm ci then skip *not em* & done',
    );
  });
});
