/** What the example routes take. */
import { z } from 'zod';
import { createTemplateSchema } from '../../../shared/templates';
import { pathParam } from '../../http/endpoint';

const exampleParams = {
  id: pathParam(z.string().regex(/^[a-z0-9-]{1,100}$/), 'errors.exampleNotFound'),
};

export const listExamples = {};
export const readExample = { params: exampleParams };
/**
 * The example as it is, or (a body) the template as the person edited it before saving: what
 * "Use this template" opens stays unsaved until Save.
 */
export const copyExample = {
  params: exampleParams,
  // No body (read as `{}`) copies the example as it is.
  body: z.union([
    z
      .object({})
      .strict()
      .transform(() => undefined),
    createTemplateSchema,
  ]),
  status: 201 as const,
};
