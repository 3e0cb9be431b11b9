import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsTracker, eventNameFor, FLUSH_DELAY_MS } from './tracker';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('page-view analytics', () => {
  it('sends one batch after a quiet second', () => {
    const send = vi.fn(() => Promise.resolve());
    const tracker = new AnalyticsTracker(send);
    tracker.track('/jira/view');
    tracker.track('/jira/auditlog');
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(send).toHaveBeenCalledExactlyOnceWith([
      { name: '/jira/view' },
      { name: '/jira/auditlog' },
    ]);
  });

  it('sends at once when 50 events wait, and swallows a failed send', () => {
    const send = vi.fn(() => Promise.reject(new Error('offline')));
    const tracker = new AnalyticsTracker(send);
    for (let i = 0; i < 50; i++) tracker.track('/macro/view');
    expect(send).toHaveBeenCalledTimes(1);
    expect((send.mock.calls[0] as unknown as [unknown[]])[0]).toHaveLength(50);
  });

  it('names events for the route pattern, not the ids in the path', () => {
    expect(
      eventNameFor(['/', 'web', 'checklist-overview', 'templates/:templateUid/instances']),
    ).toBe('/web/checklist-overview/templates/:templateUid/instances');
    expect(
      eventNameFor(['/', 'web', '/web/checklist-overview', 'templates/:templateUid/instances']),
    ).toBe('/web/checklist-overview/templates/:templateUid/instances');
    expect(eventNameFor(['/'])).toBe('/');
  });
});
