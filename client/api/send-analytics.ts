import { api } from '../lib/api-client';
import { hasShareLink } from '../lib/credentials';
import type { AnalyticsBatch } from '../../shared/analytics';

/**
 * POST /api/analytics: a batch of page-view events (client/analytics/tracker.ts). A share
 * link's page sends none: its path holds the link, and the link may not call it.
 */
export const sendAnalytics = (events: AnalyticsBatch['events']) =>
  hasShareLink()
    ? Promise.resolve({ accepted: 0 })
    : api.post<{ accepted: number }>('/analytics', { events });
