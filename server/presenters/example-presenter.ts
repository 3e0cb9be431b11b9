import type { ExampleTemplate } from '../../shared/examples';
import type { ExampleSummaryDto } from '../../shared/example-dto';
import type { Language } from '../../shared/language';
import { isCountable } from '../../shared/item-kinds';

/** An example of the gallery in the caller's language. */
export function presentExample(example: ExampleTemplate, language: Language): ExampleSummaryDto {
  const text = example.text[language];
  return {
    id: example.id,
    category: example.category,
    title: text.title,
    description: text.description,
    tags: text.tags,
    itemCount: text.items.length,
    taskCount: text.items.filter((item) => isCountable(item.kind)).length,
    items: text.items.map((item) => ({
      kind: item.kind,
      text: item.text,
      mandatory: item.mandatory ?? false,
      dueOffsetDays: item.dueOffsetDays ?? null,
    })),
  };
}
