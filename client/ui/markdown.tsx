import { useEffect, useMemo, useState } from 'react';
import type * as MarkdownRenderer from '../lib/markdown';
import styles from './markdown.module.css';

type Renderer = typeof MarkdownRenderer;

/**
 * marked and DOMPurify (≈ 20 KB gzip) load in a chunk of their own, started as soon as a
 * screen that shows markdown loads: they are not part of the JavaScript a screen needs
 * before its first render (docs/PERFORMANCE.md), and are there long before the screen's
 * data. Until then the text shows as typed.
 */
let renderer: Renderer | null = null;
export const markdownReady: Promise<Renderer> = import('../lib/markdown').then((module) => {
  renderer = module;
  return module;
});

function useRenderer(): Renderer | null {
  const [loaded, setLoaded] = useState(renderer);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void markdownReady.then((module) => live && setLoaded(module));
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}

/** Whether markdown renders yet (the light views mark themselves shown once it does). */
export const useMarkdownReady = (): boolean => useRenderer() !== null;

/** An item's text without markdown markers, for labels (as typed until the renderer is there). */
export function markdownPlainText(markdown: string): string {
  return renderer ? renderer.markdownPlainText(markdown) : markdown;
}

/**
 * User markdown, sanitized (client/lib/markdown.ts). `inline` for an item's text: a span
 * with inline markup only, so the row keeps its layout; otherwise a block (descriptions).
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
  const loaded = useRenderer();
  const html = useMemo(
    () => (loaded ? loaded.renderMarkdown(text, { inline, lineBreaks }) : null),
    [loaded, text, inline, lineBreaks],
  );
  const Tag = inline ? 'span' : 'div';
  const classes = `${inline ? styles.inline : styles.block}${className ? ` ${className}` : ''}`;
  if (html === null)
    return (
      <Tag className={classes} data-testid={testId}>
        {text}
      </Tag>
    );
  return (
    <Tag
      className={classes}
      data-testid={testId}
      // Sanitized by DOMPurify in renderMarkdown.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
