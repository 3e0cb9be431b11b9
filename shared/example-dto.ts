import type { ExampleTemplate } from './examples';
import type { ItemKind } from './items';

/** An example as the gallery shows it, in the reader's language. */
export interface ExampleSummaryDto {
  id: string;
  category: ExampleTemplate['category'];
  title: string;
  description: string;
  tags: string[];
  /** Every item, headings and notes included. */
  itemCount: number;
  /** The items to do: tasks and signatures (what a checklist's progress counts). */
  taskCount: number;
  items: { kind: ItemKind; text: string; mandatory: boolean; dueOffsetDays: number | null }[];
}
