import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { parseBlocks } from '../../shared/markdown/parse-blocks';
import { parseInline, plainText } from '../../shared/markdown/parse-inline';
import type { Block, Inline } from '../../shared/markdown/types';
import styles from './markdown.module.css';

/**
 * User markdown (a template's description, every item's text and note, the release notes) as
 * React elements, from our own parser (shared/markdown/, ≈ 2 KB gzip: part of every entry, so
 * the issue panel and the macro render it on their first render, exactly as the full card).
 * No HTML string is ever parsed: typed tags are text, and a link gets an `href` only for
 * http(s) and mailto, opening in a new tab without a referrer (docs/SECURITY.md).
 */
const inlines = (nodes: Inline[]): ReactNode[] =>
  nodes.map((node, key) => {
    if (typeof node === 'string') return node;
    switch (node.t) {
      case 'br':
        return <br key={key} />;
      case 'code':
        return <code key={key}>{node.text}</code>;
      case 'a':
        return node.href ? (
          <a
            key={key}
            href={node.href}
            title={node.title}
            target="_blank"
            rel="noopener noreferrer"
          >
            {inlines(node.c)}
          </a>
        ) : (
          <Fragment key={key}>{inlines(node.c)}</Fragment>
        );
      default:
        return createElement(node.t, { key }, inlines(node.c));
    }
  });

const blocks = (nodes: Block[], tight = false): ReactNode[] =>
  nodes.map((node, key) => {
    switch (node.t) {
      case 'p':
        return tight ? (
          <Fragment key={key}>{inlines(node.c)}</Fragment>
        ) : (
          <p key={key}>{inlines(node.c)}</p>
        );
      case 'h':
        return createElement(`h${node.level}`, { key }, inlines(node.c));
      case 'pre':
        return (
          <pre key={key}>
            <code>{node.text}</code>
          </pre>
        );
      case 'quote':
        return <blockquote key={key}>{blocks(node.c)}</blockquote>;
      case 'hr':
        return <hr key={key} />;
      case 'list': {
        const items = node.items.map((item, k) => <li key={k}>{blocks(item, node.tight)}</li>);
        return node.ordered ? (
          <ol key={key} start={node.start === 1 ? undefined : node.start}>
            {items}
          </ol>
        ) : (
          <ul key={key}>{items}</ul>
        );
      }
      case 'table':
        return (
          <table key={key}>
            <thead>
              <tr>
                {node.head.map((cell, k) => (
                  <th key={k} align={node.align[k] ?? undefined}>
                    {inlines(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            {node.rows.length > 0 && (
              <tbody>
                {node.rows.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, k) => (
                      <td key={k} align={node.align[k] ?? undefined}>
                        {inlines(cell)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            )}
          </table>
        );
    }
  });

/** An item's text without markdown markers, for labels. */
export const markdownPlainText = (markdown: string): string => plainText(parseInline(markdown));

/**
 * User markdown. `inline` for an item's text: a span with inline markup only, so the row keeps
 * its layout; otherwise a block (descriptions, notes, release notes).
 */
export function Markdown({
  text,
  inline = false,
  className,
  testId,
  lineBreaks = false,
}: {
  text: string;
  inline?: boolean;
  /** Every typed line stays a line (notes, written in a plain text box). */
  lineBreaks?: boolean;
  className?: string;
  testId?: string;
}) {
  const children = useMemo(
    () =>
      inline
        ? inlines(parseInline(text, { lineBreaks }))
        : blocks(parseBlocks(text, { lineBreaks })),
    [text, inline, lineBreaks],
  );
  const Tag = inline ? 'span' : 'div';
  return (
    <Tag
      className={`${inline ? styles.inline : styles.block}${className ? ` ${className}` : ''}`}
      data-testid={testId}
    >
      {children}
    </Tag>
  );
}
