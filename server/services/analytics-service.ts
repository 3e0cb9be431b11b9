import type { RequestContext } from '../auth/request-context';
import type { AnalyticsRepository } from '../db/repositories/analytics-repository';
import type { AnalyticsBatch } from '../../shared/analytics';

export interface AnalyticsService {
  record(ctx: RequestContext, batch: AnalyticsBatch, now?: Date): Promise<number>;
}

export function createAnalyticsService(deps: { analytics: AnalyticsRepository }): AnalyticsService {
  return {
    async record(ctx, batch, now = new Date()) {
      const counts = new Map<string, number>();
      for (const { name } of batch.events) counts.set(name, (counts.get(name) ?? 0) + 1);
      await deps.analytics.increment(ctx.tenantKey, now.toISOString().slice(0, 10), counts);
      return batch.events.length;
    },
  };
}
