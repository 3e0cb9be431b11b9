import { describe, expect, it } from 'vitest';
import { takeEvents } from './event-stream';

describe('reading server-sent events', () => {
  it('takes the complete events and keeps a cut-off one for the next chunk', () => {
    const first = takeEvents('event: ready\n\nevent: item\ndata: {"id":"a"}\n\nevent: it');
    expect(first.events).toEqual([
      { event: 'ready', data: null },
      { event: 'item', data: { id: 'a' } },
    ]);
    const second = takeEvents(`${first.rest}em\ndata: 2\n\n: keep-alive\n\n`);
    expect(second).toEqual({ events: [{ event: 'item', data: 2 }], rest: '' });
  });

  it("reads the server's reconnect hint", () => {
    expect(takeEvents('event: ready\n\nretry: 750\n\n')).toEqual({
      events: [{ event: 'ready', data: null }],
      rest: '',
      retryMs: 750,
    });
  });
});
