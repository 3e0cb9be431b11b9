/** GET /api/examples and /api/examples/:id: the curated gallery. */
import type { RequestContext } from '../../auth/request-context';
import type { ExampleTemplate } from '../../../shared/examples';
import { authorize, SITE } from '../../policies/authorize';
import { notFound } from '../../errors';

export function listExamples(
  deps: { examples: readonly ExampleTemplate[] },
  ctx: RequestContext,
): readonly ExampleTemplate[] {
  authorize(ctx, 'template.read', SITE);
  return deps.examples;
}

export function readExample(
  deps: { examples: readonly ExampleTemplate[] },
  ctx: RequestContext,
  id: string,
): ExampleTemplate {
  authorize(ctx, 'template.read', SITE);
  const example = deps.examples.find((e) => e.id === id);
  if (!example) throw notFound('errors.exampleNotFound');
  return example;
}
