import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiEvents } from './api-client';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Opens a stream whose every request is answered with `status`; the requests after a minute. */
async function requestsAfterAMinute(status: number): Promise<number> {
  vi.useFakeTimers();
  const fetch = vi.fn(() =>
    Promise.resolve(Response.json({ error: { code: 'x', message: 'x' } }, { status })),
  );
  vi.stubGlobal('fetch', fetch);
  const stop = apiEvents('/checklists/checklist-0001/events', () => undefined);
  await vi.advanceTimersByTimeAsync(60_000);
  stop();
  return fetch.mock.calls.length;
}

describe('live events stream', () => {
  it('does not ask again for a stream that is not found (a deleted checklist)', async () => {
    expect(await requestsAfterAMinute(404)).toBe(1);
  });

  it('keeps reconnecting while the server is unavailable', async () => {
    expect(await requestsAfterAMinute(503)).toBeGreaterThan(1);
  });

  it('comes back after the delay a stopping server asked for (its retry hint)', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response('event: ready\ndata: {"version":1}\n\nretry: 600\n\n', {
          headers: { 'Content-Type': 'text/event-stream' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const events: string[] = [];
    const stop = apiEvents('/checklists/checklist-0001/events', (event) => events.push(event));
    await vi.advanceTimersByTimeAsync(550);
    expect(fetch.mock.calls.length).toBe(1);
    expect(events).toEqual(['ready']);
    // Sooner than the 1 s it waits after a drop without a hint.
    await vi.advanceTimersByTimeAsync(100);
    expect(fetch.mock.calls.length).toBe(2);
    stop();
  });
});
