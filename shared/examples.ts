import type { ItemKind } from './items';
import type { Language } from './language';

/** One item of an example template. */
export interface ExampleItem {
  kind: ItemKind;
  text: string;
  mandatory?: boolean;
  dueOffsetDays?: number;
}

/** The text of an example in one language; both languages have the same items in the same order. */
export interface ExampleText {
  title: string;
  /** Markdown. */
  description: string;
  tags: string[];
  items: ExampleItem[];
}

/** A curated template in the examples gallery, copied into a site with one click. */
export interface ExampleTemplate {
  id: string;
  /** For grouping in the gallery. */
  category: 'engineering' | 'operations' | 'people' | 'quality' | 'sales' | 'security';
  text: Record<Language, ExampleText>;
}
