/**
 * Inline markdown (CommonMark's inline rules with GFM's strikethrough and autolinks) as a tree
 * of text and a few marks (shared/markdown/types.ts): emphasis, strong, strike, code, links,
 * autolinks, hard breaks, backslash escapes and character references. Raw HTML is not parsed:
 * `<b>` stays the text `<b>`. Images become links to the image: nothing loads from elsewhere.
 */
import { SAFE_URL, type Inline, type MarkdownOptions } from './types';

/** A run of `*`, `_` or `~` that may open or close emphasis (CommonMark's delimiter run). */
interface Delim {
  d: string;
  n: number;
  open: boolean;
  close: boolean;
}
type Node = Inline | Delim;

const isDelim = (node: Node): node is Delim => typeof node === 'object' && 'd' in node;
const SPACE = /\s/;
const PUNCT = /[\p{P}\p{S}]/u;
const ESCAPABLE = /[!-/:-@[-`{-~]/;
const ENTITY = /&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|(amp|lt|gt|quot|apos|nbsp));/y;
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};
const URI_AUTOLINK = /<([a-zA-Z][a-zA-Z\d+.-]{1,31}:[^\s<>]*)>/y;
const EMAIL =
  /[\w.!#$%&'*+/=?^`{|}~-]+@[a-zA-Z\d](?:[a-zA-Z\d-]{0,61}[a-zA-Z\d])?(?:\.[a-zA-Z\d](?:[a-zA-Z\d-]{0,61}[a-zA-Z\d])?)+/y;
const EMAIL_AUTOLINK = new RegExp(`<(${EMAIL.source})>`, 'y');
const BARE_URL = /(?:https?:\/\/|www\.)[^\s<]+/y;
const BARE_EMAIL = /[\w.+-]+@[a-zA-Z\d-]+(?:\.[a-zA-Z\d-]+)*\.[a-zA-Z\d]+/y;
/** `(destination "title")` after a link's text, one level of parentheses inside. */
const DESTINATION =
  /\([ \t\n]*(?:<([^<>\n]*)>|((?:\\.|[^\s()\\]|\((?:\\.|[^\s()\\])*\))*))(?:[ \t\n]+("(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|\((?:\\.|[^()\\])*\)))?[ \t\n]*\)/y;

const sticky = (re: RegExp, src: string, at: number) => {
  re.lastIndex = at;
  return re.exec(src);
};

/** Backslash escapes and character references resolved (destinations, titles). */
const unescape = (text: string) =>
  text.replace(
    /\\([!-/:-@[-`{-~])|&(?:#\d{1,7}|#[xX][\da-fA-F]{1,6}|amp|lt|gt|quot|apos|nbsp);/g,
    (found, escaped?: string) =>
      escaped ?? decodeEntity(sticky(ENTITY, found, 0) as RegExpExecArray),
  );

function decodeEntity(m: RegExpExecArray): string {
  if (m[3]) return NAMED[m[3]] ?? m[0];
  const code = parseInt(m[1] ?? m[2] ?? '', m[1] ? 10 : 16);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
}

/** A link, or only its text when the target is not http(s) or mailto. */
const link = (href: string, c: Inline[], title?: string): Inline =>
  SAFE_URL.test(href) ? { t: 'a', href, c, ...(title ? { title } : {}) } : { t: 'a', c };

/** Index of the `]` that closes the `[` at `start`, or -1. */
function closingBracket(src: string, start: number): number {
  let depth = 0;
  for (let k = start; k < src.length; k++) {
    const c = src[k];
    if (c === '\\') k++;
    else if (c === '[') depth++;
    else if (c === ']' && --depth === 0) return k;
  }
  return -1;
}

/** A bare URL without the punctuation that ends the sentence around it (GFM). */
function trimUrl(url: string): string {
  for (;;) {
    const trimmed = url.replace(/[?!.,:*_~'";]+$/, '');
    const unbalanced =
      trimmed.endsWith(')') && trimmed.split('(').length < trimmed.split(')').length;
    if (!unbalanced) return trimmed;
    url = trimmed.slice(0, -1);
  }
}

/** The inline tree of `src` (an item's text, a paragraph's lines). */
export function parseInline(src: string, options: MarkdownOptions = {}): Inline[] {
  const nodes: Node[] = [];
  let text = '';
  const push = (node: Node) => {
    if (text) nodes.push(text);
    text = '';
    nodes.push(node);
  };
  let i = 0;
  let m: RegExpExecArray | null;
  while (i < src.length) {
    const ch = src[i] as string;
    const prev = i ? (src[i - 1] as string) : ' ';
    if (ch === '\\' && src[i + 1] === '\n') {
      push({ t: 'br' });
      i += 2;
    } else if (ch === '\\' && ESCAPABLE.test(src[i + 1] ?? '')) {
      text += src[i + 1];
      i += 2;
    } else if (ch === '\n') {
      const hard = / {2,}$/.test(text);
      text = text.replace(/ +$/, '');
      if (hard || options.lineBreaks) push({ t: 'br' });
      else text += '\n';
      i++;
      while (src[i] === ' ' || src[i] === '\t') i++;
    } else if (ch === '`') {
      let k = i;
      while (src[k] === '`') k++;
      const run = src.slice(i, k);
      let end = src.indexOf(run, k);
      while (end >= 0 && (src[end + run.length] === '`' || src[end - 1] === '`')) {
        let after = end;
        while (src[after] === '`') after++;
        end = src.indexOf(run, after);
      }
      if (end < 0) {
        text += run;
        i = k;
        continue;
      }
      let code = src.slice(k, end).replace(/\n/g, ' ');
      if (/^ [^]*[^ ][^]* $/.test(code)) code = code.slice(1, -1);
      push({ t: 'code', text: code });
      i = end + run.length;
    } else if (ch === '<' && (m = sticky(URI_AUTOLINK, src, i) ?? sticky(EMAIL_AUTOLINK, src, i))) {
      const target = m[1] as string;
      push(link(target.includes(':') ? target : `mailto:${target}`, [target]));
      i += m[0].length;
    } else if (ch === '[' || (ch === '!' && src[i + 1] === '[')) {
      const open = ch === '!' ? i + 1 : i;
      const close = closingBracket(src, open);
      m = close > 0 ? sticky(DESTINATION, src, close + 1) : null;
      if (!m) {
        text += src.slice(i, open + 1);
        i = open + 1;
        continue;
      }
      const href = unescape(m[1] ?? m[2] ?? '');
      const title = m[3] ? unescape(m[3].slice(1, -1)) : undefined;
      const label = src.slice(open + 1, close);
      push(link(href, ch === '!' ? [label || href] : parseInline(label, options), title));
      i = close + 1 + m[0].length;
    } else if (ch === '*' || ch === '_' || ch === '~') {
      let k = i;
      while (src[k] === ch) k++;
      const n = k - i;
      const next = src[k] ?? ' ';
      const left = !SPACE.test(next) && (!PUNCT.test(next) || SPACE.test(prev) || PUNCT.test(prev));
      const right =
        !SPACE.test(prev) && (!PUNCT.test(prev) || SPACE.test(next) || PUNCT.test(next));
      if (ch === '~' && n > 2) text += src.slice(i, k);
      else if (ch === '_')
        push({
          d: ch,
          n,
          open: left && (!right || PUNCT.test(prev)),
          close: right && (!left || PUNCT.test(next)),
        });
      else push({ d: ch, n, open: left, close: right });
      i = k;
    } else if (ch === '&' && (m = sticky(ENTITY, src, i))) {
      text += decodeEntity(m);
      i += m[0].length;
    } else if (
      (ch === 'h' || ch === 'w') &&
      /[\s*_~(]/.test(prev) &&
      (m = sticky(BARE_URL, src, i))
    ) {
      const url = trimUrl(m[0]);
      push(link(url.startsWith('www.') ? `http://${url}` : url, [url]));
      i += url.length;
    } else if (/[\w.+-]/.test(ch) && !/[\w.+-]/.test(prev) && (m = sticky(BARE_EMAIL, src, i))) {
      push(link(`mailto:${m[0]}`, [m[0]]));
      i += m[0].length;
    } else {
      text += ch;
      i++;
    }
  }
  if (text) nodes.push(text);
  return emphasis(nodes);
}

const merge = (nodes: Node[]): Inline[] => {
  const out: Inline[] = [];
  for (const node of nodes) {
    const value = isDelim(node) ? node.d.repeat(node.n) : node;
    if (typeof value === 'string' && typeof out[out.length - 1] === 'string')
      out[out.length - 1] += value;
    else out.push(value);
  }
  return out;
};

/** CommonMark's "process emphasis": pairs delimiter runs from the innermost out. */
function emphasis(nodes: Node[]): Inline[] {
  for (let c = 0; c < nodes.length; c++) {
    const closer = nodes[c] as Node;
    if (!isDelim(closer) || !closer.close) continue;
    let o = c - 1;
    for (; o >= 0; o--) {
      const opener = nodes[o] as Node;
      if (!isDelim(opener) || opener.d !== closer.d || !opener.open) continue;
      if (
        closer.d === '~'
          ? opener.n === closer.n
          : !(
              (opener.close || closer.open) &&
              (opener.n + closer.n) % 3 === 0 &&
              (opener.n % 3 || closer.n % 3)
            )
      )
        break;
    }
    if (o < 0) continue;
    const opener = nodes[o] as Delim;
    const use = closer.d === '~' ? closer.n : opener.n >= 2 && closer.n >= 2 ? 2 : 1;
    const inner = merge(nodes.splice(o + 1, c - o - 1));
    nodes.splice(o + 1, 0, { t: closer.d === '~' ? 'del' : use === 2 ? 'strong' : 'em', c: inner });
    opener.n -= use;
    closer.n -= use;
    c = o + 2;
    if (!opener.n) {
      nodes.splice(o, 1);
      c--;
    }
    if (!closer.n) nodes.splice(c, 1);
    c--;
  }
  return merge(nodes);
}

/** What inline markdown reads as without its markers: for labels and other plain text. */
export const plainText = (nodes: Inline[]): string =>
  nodes
    .map((node) =>
      typeof node === 'string'
        ? node
        : node.t === 'br'
          ? '\n'
          : node.t === 'code'
            ? node.text
            : plainText(node.c),
    )
    .join('');
