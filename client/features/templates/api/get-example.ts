import { api } from '../../../lib/api-client';
import { apiPath } from '../../../lib/url';
import type { ExampleSummaryDto } from '../../../../shared/example-dto';

/** GET /api/examples/:id: one example of the gallery, in the caller's language. */
export const getExample = (id: string) => api.get<ExampleSummaryDto>(apiPath`/examples/${id}`);
