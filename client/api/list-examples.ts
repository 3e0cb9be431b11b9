import { api } from '../lib/api-client';
import { useLoad } from '../lib/use-load';
import type { ExampleSummaryDto } from '../../shared/example-dto';

/** GET /api/examples: the curated templates in the caller's language. */
export const listExamples = () => api.get<ExampleSummaryDto[]>('/examples');

export const useExamples = () => useLoad(listExamples, []);
