/**
 * What a paste into the "Add item" line adds: one item per non-blank line, as the leading
 * checklist apps read it. A list marker (`-`, `*`, `+`, `•`, `1.`, `1)`) goes, and a task
 * marker (`[ ]`, `[x]`, `[X]`, after a list marker or alone) says whether the item is done.
 * Each text is cut to the item's limit. Pure: no React, no requests.
 */
import { ITEM_TEXT_MAX } from '../../../../shared/limits';

export interface PastedItem {
  text: string;
  done: boolean;
}

const LIST_MARKER = /^(?:[-*+•]|\d{1,9}[.)])(?:\s+|$)/;
const TASK_MARKER = /^\[([ xX])\]\s*/;

/** One line as an item, or null when nothing is left of it. */
export function pastedItem(line: string): PastedItem | null {
  let text = line.trim();
  text = text.replace(LIST_MARKER, '');
  let done = false;
  const task = TASK_MARKER.exec(text);
  if (task) {
    done = task[1] !== ' ';
    text = text.slice(task[0].length);
  }
  text = text.trim().slice(0, ITEM_TEXT_MAX).trim();
  return text ? { text, done } : null;
}

/** The items a pasted text adds, in its order. */
export function pastedItems(pasted: string): PastedItem[] {
  return pasted
    .split(/\r\n|\r|\n/)
    .map(pastedItem)
    .filter((item): item is PastedItem => item !== null);
}

/** Whether a paste holds several lines (one line is typed into the field as it is). */
export const isMultiLine = (pasted: string): boolean => /\r|\n/.test(pasted.trim());
