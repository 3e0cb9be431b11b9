import { describe, expect, it } from 'vitest';
import { EXAMPLES } from './index';
import { createTemplateSchema } from '../../shared/templates';
import { LANGUAGES } from '../../shared/language';

describe('the examples gallery', () => {
  it('has at least eight examples with unique ids', () => {
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(EXAMPLES.map((e) => e.id)).size).toBe(EXAMPLES.length);
  });

  it.each(EXAMPLES.map((e) => [e.id, e] as const))(
    '%s is a valid template in every language, with the same items in the same order',
    (_id, example) => {
      for (const language of LANGUAGES) {
        const text = example.text[language];
        const parsed = createTemplateSchema.safeParse({
          title: text.title,
          description: text.description,
          tags: text.tags,
          items: text.items.map((item) => ({ ...item })),
        });
        expect(parsed.error?.issues ?? []).toEqual([]);
        expect(
          text.items.filter((i) => i.kind === 'task' || i.kind === 'signature').length,
        ).toBeGreaterThan(3);
      }
      const shape = (language: (typeof LANGUAGES)[number]) =>
        example.text[language].items.map((i) => [
          i.kind,
          i.mandatory ?? false,
          i.dueOffsetDays ?? null,
        ]);
      expect(shape('de')).toEqual(shape('en'));
      expect(example.text.de.title).not.toBe(example.text.en.title);
    },
  );
});
