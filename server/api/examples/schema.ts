/** What the example routes take. */
import { z } from 'zod';
import { pathParam } from '../handler';

export const listExamples = {};
export const copyExample = {
  params: { id: pathParam(z.string().regex(/^[a-z0-9-]{1,100}$/), 'errors.exampleNotFound') },
  status: 201 as const,
};
