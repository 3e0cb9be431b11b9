/**
 * Block markdown (CommonMark's block rules with GFM's tables and task-list markers) as a tree
 * (shared/markdown/types.ts): paragraphs, ATX and setext headings, fenced and indented code,
 * block quotes, ordered and unordered lists (nested), thematic breaks and tables. Raw HTML
 * blocks are paragraphs of text. Link reference definitions are not supported.
 */
import { parseInline } from './parse-inline';
import type { Align, Block, MarkdownOptions } from './types';

const FENCE = /^ {0,3}(`{3,}|~{3,})([^`]*)$/;
const HEADING = /^ {0,3}(#{1,6})(?=[ \t]|$)(.*)$/;
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;
const HR = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const QUOTE = /^ {0,3}> ?/;
const LIST = /^( {0,3})([-*+]|(\d{1,9})[.)])(?:([ \t]+)(.*))?$/;
const TABLE_DELIMITER = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;

const indentOf = (line: string) => /^ */.exec(line)?.[0].length ?? 0;
const blank = (line: string | undefined) => line !== undefined && !line.trim();

/** Whether `line` starts a block that ends a paragraph (an empty list item does not). */
const interrupts = (line: string) => {
  const item = LIST.exec(line);
  return (
    FENCE.test(line) ||
    HEADING.test(line) ||
    HR.test(line) ||
    QUOTE.test(line) ||
    (!!item && !!item[5]?.trim() && (!item[3] || item[3] === '1'))
  );
};

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));

/** The block tree of `src` (a template's description, a note, release notes). */
export function parseBlocks(src: string, options: MarkdownOptions = {}): Block[] {
  const lines = src
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/^[ \t]+/, (space) => space.replace(/\t/g, '    ')));
  return blocks(lines, options);
}

function blocks(lines: string[], options: MarkdownOptions): Block[] {
  const out: Block[] = [];
  const inline = (text: string) => parseInline(text.trim(), options);
  let para: string[] = [];
  const endPara = () => {
    if (para.length) out.push({ t: 'p', c: inline(para.join('\n')) });
    para = [];
  };
  let i = 0;
  let m: RegExpExecArray | null;
  while (i < lines.length) {
    const line = lines[i] as string;
    if (blank(line)) {
      endPara();
      i++;
    } else if (para.length && (m = SETEXT.exec(line))) {
      out.push({ t: 'h', level: m[1]?.[0] === '=' ? 1 : 2, c: inline(para.join('\n')) });
      para = [];
      i++;
    } else if (!para.length && indentOf(line) >= 4) {
      const code: string[] = [];
      while (i < lines.length && (indentOf(lines[i] as string) >= 4 || blank(lines[i])))
        code.push((lines[i++] as string).slice(4));
      while (code.length && blank(code[code.length - 1])) code.pop();
      out.push({ t: 'pre', text: code.join('\n') });
    } else if ((m = FENCE.exec(line))) {
      endPara();
      const fence = m[1] as string;
      const indent = indentOf(line);
      const end = new RegExp(`^ {0,3}${fence[0]}{${fence.length},}[ \\t]*$`);
      const code: string[] = [];
      for (i++; i < lines.length && !end.test(lines[i] as string); i++)
        code.push((lines[i] as string).slice(Math.min(indent, indentOf(lines[i] as string))));
      i++;
      out.push({ t: 'pre', text: code.join('\n') });
    } else if ((m = HEADING.exec(line))) {
      endPara();
      const text = (m[2] as string).replace(/(?:^|[ \t]+)#+[ \t]*$/, '');
      out.push({ t: 'h', level: (m[1] as string).length as 1, c: inline(text) });
      i++;
    } else if (HR.test(line)) {
      endPara();
      out.push({ t: 'hr' });
      i++;
    } else if (QUOTE.test(line)) {
      endPara();
      const inner: string[] = [];
      while (
        i < lines.length &&
        !blank(lines[i]) &&
        (QUOTE.test(lines[i] as string) || !interrupts(lines[i] as string))
      )
        inner.push((lines[i++] as string).replace(QUOTE, ''));
      out.push({ t: 'quote', c: blocks(inner, options) });
    } else if ((m = LIST.exec(line)) && (!para.length || interrupts(line))) {
      endPara();
      i = list(lines, i, out, options);
    } else if (
      line.includes('|') &&
      TABLE_DELIMITER.test(lines[i + 1] ?? '') &&
      cells(line).length === cells(lines[i + 1] as string).length
    ) {
      endPara();
      const head = cells(line);
      const align = cells(lines[i + 1] as string).map((d): Align =>
        d.endsWith(':')
          ? d.startsWith(':')
            ? 'center'
            : 'right'
          : d.startsWith(':')
            ? 'left'
            : null,
      );
      const rows = [];
      for (i += 2; i < lines.length && !blank(lines[i]) && !interrupts(lines[i] as string); i++) {
        const row = cells(lines[i] as string);
        rows.push(head.map((_, k) => inline(row[k] ?? '')));
      }
      out.push({ t: 'table', align, head: head.map(inline), rows });
    } else {
      para.push(line);
      i++;
    }
  }
  endPara();
  return out;
}

/** Reads the list that starts at `lines[start]` into `out`; returns the line after it. */
function list(lines: string[], start: number, out: Block[], options: MarkdownOptions): number {
  const first = LIST.exec(lines[start] as string) as RegExpExecArray;
  const ordered = first[3] !== undefined;
  const marker = (first[2] as string).slice(-1);
  const items: Block[][] = [];
  let tight = true;
  let i = start;
  let m: RegExpExecArray | null;
  while (i < lines.length && (m = LIST.exec(lines[i] as string))) {
    if ((m[3] !== undefined) !== ordered || (m[2] as string).slice(-1) !== marker) break;
    const pad = m[4]?.length ?? 1;
    const width = (m[1] as string).length + (m[2] as string).length + (pad > 4 ? 1 : pad);
    // GFM task-list markers, shown as marks: no form controls.
    const content = [
      (m[5] ?? '').replace(/^\[([ xX])\](?=\s|$)/, (_, c) => (c === ' ' ? '☐' : '☑')),
    ];
    for (i++; i < lines.length; i++) {
      const line = lines[i] as string;
      if (blank(line)) {
        let k = i;
        while (k < lines.length && blank(lines[k])) k++;
        if (k === lines.length || indentOf(lines[k] as string) < width) break;
        tight = false;
        content.push('');
      } else if (indentOf(line) >= width) content.push(line.slice(width));
      else if (!blank(content[content.length - 1]) && !interrupts(line) && !LIST.test(line))
        content.push(line);
      else break;
    }
    items.push(blocks(content, options));
    let k = i;
    while (k < lines.length && blank(lines[k])) k++;
    const next = k < lines.length ? LIST.exec(lines[k] as string) : null;
    if (k > i && next && (next[3] !== undefined) === ordered && next[2]?.slice(-1) === marker) {
      tight = false;
      i = k;
    }
  }
  out.push({ t: 'list', ordered, start: ordered ? Number(first[3]) : 1, tight, items });
  return i;
}
