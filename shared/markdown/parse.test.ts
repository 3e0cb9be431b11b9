/** Our markdown parser against CommonMark's and GFM's rules that item texts meet. */
import { describe, expect, it } from 'vitest';
import { parseBlocks } from './parse-blocks';
import { parseInline } from './parse-inline';

describe('inline markdown', () => {
  it.each([
    ['*em* and _em_', [{ t: 'em', c: ['em'] }, ' and ', { t: 'em', c: ['em'] }]],
    [
      '**strong** __strong__',
      [{ t: 'strong', c: ['strong'] }, ' ', { t: 'strong', c: ['strong'] }],
    ],
    ['***both***', [{ t: 'em', c: [{ t: 'strong', c: ['both'] }] }]],
    ['**a *b* c**', [{ t: 'strong', c: ['a ', { t: 'em', c: ['b'] }, ' c'] }]],
    ['snake_case_name', ['snake_case_name']],
    ['2 * 3 * 4', ['2 * 3 * 4']],
    ['**unclosed', ['**unclosed']],
    ['~~gone~~ ~one~', [{ t: 'del', c: ['gone'] }, ' ', { t: 'del', c: ['one'] }]],
    ['`a*b*c`', [{ t: 'code', text: 'a*b*c' }]],
    ['`` a`b ``', [{ t: 'code', text: 'a`b' }]],
    ['\\*lit\\* \\[x]', ['*lit* [x]']],
    ['&lt;b&gt; &#65; &#x42; &copy;', ['<b> A B &copy;']],
    ['a  \nb', ['a', { t: 'br' }, 'b']],
    ['a\\\nb', ['a', { t: 'br' }, 'b']],
    ['a\nb', ['a\nb']],
  ])('%j', (src, tree) => expect(parseInline(src)).toEqual(tree));

  it('reads links with titles, angle brackets and parentheses', () => {
    expect(parseInline('[a](https://x.example/(1) "T")')).toEqual([
      { t: 'a', href: 'https://x.example/(1)', title: 'T', c: ['a'] },
    ]);
    expect(parseInline('[**b**](<https://x.example/a b>)')).toEqual([
      { t: 'a', href: 'https://x.example/a b', c: [{ t: 'strong', c: ['b'] }] },
    ]);
    expect(parseInline('[not a link] (x)')).toEqual(['[not a link] (x)']);
    expect(parseInline('<https://a.example/?q=1>')).toEqual([
      { t: 'a', href: 'https://a.example/?q=1', c: ['https://a.example/?q=1'] },
    ]);
  });

  it('keeps an unsafe target off the link', () => {
    for (const href of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:x',
      'data:text/html,x',
    ])
      expect(parseInline(`[x](<${href}>)`)).toEqual([{ t: 'a', c: ['x'] }]);
  });

  it('breaks every line when asked (notes)', () => {
    expect(parseInline('a\nb', { lineBreaks: true })).toEqual(['a', { t: 'br' }, 'b']);
  });
});

describe('block markdown', () => {
  it('reads headings, paragraphs, code, quotes and rules', () => {
    expect(
      parseBlocks(
        '# One #\n\nText\nmore\n\nTwo\n---\n\n    code\n\n~~~\nfenced\n~~~\n> q\nlazy\n\n***',
      ),
    ).toEqual([
      { t: 'h', level: 1, c: ['One'] },
      { t: 'p', c: ['Text\nmore'] },
      { t: 'h', level: 2, c: ['Two'] },
      { t: 'pre', text: 'code' },
      { t: 'pre', text: 'fenced' },
      { t: 'quote', c: [{ t: 'p', c: ['q\nlazy'] }] },
      { t: 'hr' },
    ]);
  });

  it('reads tight, loose, ordered and nested lists', () => {
    expect(parseBlocks('- a\n  - b\n- c')).toEqual([
      {
        t: 'list',
        ordered: false,
        start: 1,
        tight: true,
        items: [
          [
            { t: 'p', c: ['a'] },
            { t: 'list', ordered: false, start: 1, tight: true, items: [[{ t: 'p', c: ['b'] }]] },
          ],
          [{ t: 'p', c: ['c'] }],
        ],
      },
    ]);
    expect(parseBlocks('3. a\n\n4. b')).toEqual([
      {
        t: 'list',
        ordered: true,
        start: 3,
        tight: false,
        items: [[{ t: 'p', c: ['a'] }], [{ t: 'p', c: ['b'] }]],
      },
    ]);
    // A different bullet starts a new list; "2." does not interrupt a paragraph.
    expect(parseBlocks('- a\n* b').map((b) => b.t)).toEqual(['list', 'list']);
    expect(parseBlocks('Call\n2. later')).toEqual([{ t: 'p', c: ['Call\n2. later'] }]);
  });

  it('reads tables with alignment', () => {
    expect(parseBlocks('| a | b |\n|:-|:-:|\n| 1 | 2 \\| 3 |\n| 4 |')).toEqual([
      {
        t: 'table',
        align: ['left', 'center'],
        head: [['a'], ['b']],
        rows: [
          [['1'], ['2 | 3']],
          [['4'], []],
        ],
      },
    ]);
  });

  it('keeps raw HTML blocks as text', () => {
    expect(parseBlocks('<div onclick="x">\nhi\n</div>')).toEqual([
      { t: 'p', c: ['<div onclick="x">\nhi\n</div>'] },
    ]);
  });
});
