/** /api/examples: the curated gallery in the caller's language, and copying one into the site. */
import { Router } from 'express';
import { handle } from '../../http/endpoint';
import { presentExample } from '../../presenters/example-presenter';
import { presentTemplate } from '../../presenters/template-presenter';
import type { ServiceDeps } from '../../services/service-deps';
import { listExamples, readExample } from '../../services/examples/list-examples';
import { copyExample } from '../../services/templates/copy-template';
import * as schema from './schema';

export function examplesRoutes(deps: ServiceDeps): Router {
  const router = Router();
  router.get(
    '/examples',
    handle(schema.listExamples, (ctx) =>
      listExamples(deps, ctx).map((example) => presentExample(example, ctx.locale)),
    ),
  );
  router.get(
    '/examples/:id',
    handle(schema.readExample, (ctx, { params }) =>
      presentExample(readExample(deps, ctx, params.id), ctx.locale),
    ),
  );
  router.post(
    '/examples/:id/copy',
    handle(schema.copyExample, async (ctx, { params, body }) =>
      presentTemplate(await copyExample(deps, ctx, params.id, body)),
    ),
  );
  return router;
}
