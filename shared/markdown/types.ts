/**
 * The tree our markdown parser builds (shared/markdown/parse-blocks.ts, parse-inline.ts): the
 * client renders it as React elements (client/ui/markdown.tsx), the server as escaped HTML
 * (server/presenters/markdown-html.ts). Text stays text: there is no raw HTML node, so typed
 * tags show as typed, and a link's `href` is set only when it is http(s) or mailto.
 */
export type Inline =
  | string
  | { t: 'em' | 'strong' | 'del'; c: Inline[] }
  | { t: 'code'; text: string }
  | { t: 'br' }
  /** `href` undefined: an unsafe target (javascript:, data:…), shown as the link's text only. */
  | { t: 'a'; href?: string; title?: string; c: Inline[] };

export type Align = 'left' | 'center' | 'right' | null;

export type Block =
  | { t: 'p'; c: Inline[] }
  | { t: 'h'; level: 1 | 2 | 3 | 4 | 5 | 6; c: Inline[] }
  | { t: 'pre'; text: string }
  | { t: 'quote'; c: Block[] }
  /** `tight`: no blank line between its items, whose paragraphs render without a `<p>`. */
  | { t: 'list'; ordered: boolean; start: number; tight: boolean; items: Block[][] }
  | { t: 'hr' }
  | { t: 'table'; align: Align[]; head: Inline[][]; rows: Inline[][][] };

export interface MarkdownOptions {
  /** Every typed line is a line (notes, written in a plain text box), not joined into one. */
  lineBreaks?: boolean;
}

/** Link targets we follow: web pages and e-mail, nothing that runs or embeds. */
export const SAFE_URL = /^(?:https?:|mailto:)/i;
