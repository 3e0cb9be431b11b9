import { api } from '../lib/api-client';
import type { AnalyticsBatch } from '../../shared/analytics';

/** POST /api/analytics: a batch of page-view events (client/analytics/tracker.ts). */
export const sendAnalytics = (events: AnalyticsBatch['events']) =>
  api.post<{ accepted: number }>('/analytics', { events });
