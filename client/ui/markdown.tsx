import { useMemo } from 'react';
import { renderMarkdown } from '../lib/markdown';
import styles from './markdown.module.css';

/**
 * User markdown, sanitized (client/lib/markdown.ts). `inline` for an item's text: a span
 * with inline markup only, so the row keeps its layout; otherwise a block (descriptions).
 */
export function Markdown({
  text,
  inline = false,
  className,
  testId,
}: {
  text: string;
  inline?: boolean;
  className?: string;
  testId?: string;
}) {
  const html = useMemo(() => renderMarkdown(text, { inline }), [text, inline]);
  const Tag = inline ? 'span' : 'div';
  return (
    <Tag
      className={`${inline ? styles.inline : styles.block}${className ? ` ${className}` : ''}`}
      data-testid={testId}
      // Sanitized by DOMPurify in renderMarkdown.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
