import type { ExampleTemplate } from '../../shared/examples';

/** The examples gallery (filled in by server/examples/<id>.ts files). */
export const EXAMPLES: readonly ExampleTemplate[] = [];

export function findExample(id: string): ExampleTemplate | undefined {
  return EXAMPLES.find((example) => example.id === id);
}
