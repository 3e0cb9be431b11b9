/**
 * Reading server-sent events from a fetch stream (the client's live updates, and the tests'
 * viewers of a server in another process): each event is a block ending in a blank line, with
 * an `event:` line and an optional JSON `data:` line.
 */
export interface StreamEvent {
  event: string;
  data: unknown;
}

/** The complete events at the front of `buffer`, and what is left of it for the next chunk. */
export function takeEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const events: StreamEvent[] = [];
  let rest = buffer;
  let end: number;
  while ((end = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    const event = /^event: (.*)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1];
    if (event) events.push({ event, data: data ? JSON.parse(data) : null });
  }
  return { events, rest };
}
