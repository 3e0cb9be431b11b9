/** GET /api/examples: the curated gallery. */
import type { RequestContext } from '../../auth/request-context';
import type { ExampleTemplate } from '../../../shared/examples';
import { authorize, SITE } from '../../policies/authorize';

export function listExamples(
  deps: { examples: readonly ExampleTemplate[] },
  ctx: RequestContext,
): readonly ExampleTemplate[] {
  authorize(ctx, 'template.read', SITE);
  return deps.examples;
}
