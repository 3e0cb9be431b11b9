/** Short builders for example items, so each example reads like the checklist it is. */
import type { ExampleItem } from '../../shared/examples';

export const heading = (text: string): ExampleItem => ({ kind: 'heading', text });
export const note = (text: string): ExampleItem => ({ kind: 'note', text });
export const task = (text: string, due?: number): ExampleItem => ({
  kind: 'task',
  text,
  ...(due !== undefined ? { dueOffsetDays: due } : {}),
});
/** A task that must be done (or skipped with a reason) before the checklist completes. */
export const must = (text: string, due?: number): ExampleItem => ({
  ...task(text, due),
  mandatory: true,
});
export const sign = (text: string): ExampleItem => ({ kind: 'signature', text, mandatory: true });
