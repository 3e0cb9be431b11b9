/** POST /api/analytics: a batch of page-view events, counted per tenant, day and route. */
import type { RequestContext } from '../../auth/request-context';
import type { AnalyticsRepository } from '../../db/repositories/analytics-repository';
import type { AnalyticsBatch } from '../../../shared/analytics';
import { authorize, SITE } from '../../policies/authorize';

export async function recordPageViews(
  deps: { analytics: AnalyticsRepository },
  ctx: RequestContext,
  batch: AnalyticsBatch,
  now = new Date(),
): Promise<number> {
  authorize(ctx, 'analytics.record', SITE);
  const counts = new Map<string, number>();
  for (const { name } of batch.events) counts.set(name, (counts.get(name) ?? 0) + 1);
  await deps.analytics.increment(ctx.tenantKey, now.toISOString().slice(0, 10), counts);
  return batch.events.length;
}
