import { z } from 'zod';
import { VALIDATION } from './validation-messages';
import { ANALYTICS_BATCH_MAX } from './constants';

/**
 * Page-view analytics: the client batches one event per navigation, named for the route
 * pattern (`/web/checklist-overview/templates/:templateUid`), never for ids or people.
 */
export { ANALYTICS_BATCH_MAX };

export const analyticsEventName = z
  .string()
  .min(1)
  .max(200)
  .regex(/^\/[\w\-/:.]*$/, VALIDATION.routePattern);

export const analyticsBatchSchema = z
  .object({
    events: z
      .array(z.object({ name: analyticsEventName }).strict())
      .min(1)
      .max(ANALYTICS_BATCH_MAX),
  })
  .strict();

export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
