import { Router } from 'express';
import { contextOf } from '../../auth/request-context';
import { asyncHandler } from '../../http/async-handler';
import { notFound } from '../../errors';
import type { TemplatesService } from '../../services/templates-service';
import type { ExampleTemplate } from '../../../shared/examples';
import type { ExampleSummaryDto } from '../../../shared/example-dto';
import { isCountable } from '../../../shared/item-kinds';

/** /api/examples: the curated gallery in the caller's language, and copying one into the site. */
export function examplesRoutes(
  examples: readonly ExampleTemplate[],
  templates: TemplatesService,
): Router {
  const router = Router();
  router.get('/examples', (req, res) => {
    const { locale } = contextOf(req);
    const data: ExampleSummaryDto[] = examples.map((example) => {
      const text = example.text[locale];
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
        })),
      };
    });
    res.json({ data });
  });
  router.post(
    '/examples/:id/copy',
    asyncHandler(async (req, res) => {
      const id = req.params.id ?? '';
      if (!/^[a-z0-9-]{1,100}$/.test(id)) throw notFound('errors.exampleNotFound');
      res.status(201).json({ data: await templates.createFromExample(contextOf(req), id) });
    }),
  );
  return router;
}
