/** /api/templates: list, create, read, save (with version), copy, archive, delete. */
import { Router } from 'express';
import { handle } from '../../http/endpoint';
import { presentTemplate, presentTemplateSummary } from '../../presenters/template-presenter';
import type { ServiceDeps } from '../../services/service-deps';
import { listTemplates, readTemplate } from '../../services/templates/read-templates';
import { createTemplate } from '../../services/templates/create-template';
import { updateTemplate } from '../../services/templates/update-template';
import { copyTemplate } from '../../services/templates/copy-template';
import {
  deleteTemplate,
  setTemplateArchived,
} from '../../services/templates/archive-delete-template';
import * as schema from './schema';

export function templatesRoutes(deps: ServiceDeps): Router {
  const router = Router();
  router.get(
    '/templates',
    handle(schema.listTemplates, async (ctx, { query }) => {
      const page = await listTemplates(deps, ctx, query);
      return { ...page, items: page.items.map(presentTemplateSummary) };
    }),
  );
  router.post(
    '/templates',
    handle(schema.createTemplate, async (ctx, { body }) =>
      presentTemplate(await createTemplate(deps, ctx, body)),
    ),
  );
  router.get(
    '/templates/:uid',
    handle(schema.readTemplate, async (ctx, { params }) =>
      presentTemplate(await readTemplate(deps, ctx, params.uid)),
    ),
  );
  router.put(
    '/templates/:uid',
    handle(schema.updateTemplate, async (ctx, { params, body }) =>
      presentTemplate(await updateTemplate(deps, ctx, params.uid, body)),
    ),
  );
  router.post(
    '/templates/:uid/copy',
    handle(schema.copyTemplate, async (ctx, { params }) =>
      presentTemplate(await copyTemplate(deps, ctx, params.uid)),
    ),
  );
  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    router.post(
      `/templates/:uid/${action}`,
      handle(schema.templateAction, async (ctx, { params }) =>
        presentTemplate(await setTemplateArchived(deps, ctx, params.uid, archived)),
      ),
    );
  }
  router.delete(
    '/templates/:uid',
    handle(schema.templateAction, async (ctx, { params }) => {
      await deleteTemplate(deps, ctx, params.uid);
    }),
  );
  return router;
}
