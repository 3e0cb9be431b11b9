/**
 * A live viewer for tests against a server in another process: opens
 * GET /api/checklists/:uid/events as client/lib/api-client.ts does (fetch with an
 * Authorization header) and collects the server-sent events as they arrive.
 */
import { takeEvents, type StreamEvent } from '../../shared/event-stream';

export type LiveEvent = StreamEvent;

export interface LiveViewer {
  status: number;
  events: LiveEvent[];
  /** The server's reconnect hint (`retry:`), once it sent one. */
  retryMs(): number | undefined;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Resolves with the events once `until` holds; rejects after `timeoutMs`. */
  waitFor(until: (events: LiveEvent[]) => boolean, timeoutMs?: number): Promise<LiveEvent[]>;
  close(): void;
}

export async function openLiveViewer(url: string, authorization: string): Promise<LiveViewer> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { Accept: 'text/event-stream', Authorization: authorization },
    signal: controller.signal,
  });
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  const notify = () => waiters.forEach((check) => check());
  let retryMs: number | undefined;
  let markEnded = () => {};
  const ended = new Promise<void>((resolve) => (markEnded = resolve));

  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const taken = takeEvents(buffer + value);
          buffer = taken.rest;
          if (taken.retryMs !== undefined) retryMs = taken.retryMs;
          events.push(...taken.events);
          notify();
        }
      } catch {
        // aborted by close()
      }
      markEnded();
    })();
  }

  return {
    status: response.status,
    events,
    retryMs: () => retryMs,
    ended,
    waitFor(until, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!until(events)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(events);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such events within ${timeoutMs} ms: ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
