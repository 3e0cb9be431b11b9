/**
 * Reading server-sent events from a fetch stream (the client's live updates, and the tests'
 * viewers of a server in another process): each event is a block ending in a blank line, with
 * an `event:` line and an optional JSON `data:` line. A block with a `retry:` line is the
 * server's hint of how long to wait before reconnecting (it sends one when it shuts down).
 */
export interface StreamEvent {
  event: string;
  data: unknown;
}

/**
 * The complete events at the front of `buffer`, what is left of it for the next chunk, and
 * the last reconnect hint among them (ms), if any.
 */
export function takeEvents(buffer: string): {
  events: StreamEvent[];
  rest: string;
  retryMs?: number;
} {
  const events: StreamEvent[] = [];
  let retryMs: number | undefined;
  let rest = buffer;
  let end: number;
  while ((end = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    const event = /^event: (.*)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1];
    const retry = /^retry: (\d+)$/m.exec(block)?.[1];
    if (retry !== undefined) retryMs = Number(retry);
    if (event) events.push({ event, data: data ? JSON.parse(data) : null });
  }
  return { events, rest, ...(retryMs === undefined ? {} : { retryMs }) };
}
