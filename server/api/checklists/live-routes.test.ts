import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeChecklist, tasks } from '../../test/fixtures';

let t: TestApp;
let server: Server;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.install('acme', 'confluence');
  await t.install('globex', 'confluence');
  server = createServer(t.handle.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

/** Reads server-sent events from a stream until `until` says stop. */
async function readEvents(
  response: Response,
  until: (events: { event: string; data: unknown }[]) => boolean,
): Promise<{ event: string; data: unknown }[]> {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  const events: { event: string; data: unknown }[] = [];
  let buffer = '';
  const deadline = Date.now() + 5000;
  while (!until(events)) {
    if (Date.now() > deadline) throw new Error(`timed out with ${JSON.stringify(events)}`);
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data) });
    }
  }
  await reader.cancel();
  return events;
}

const subscribe = (uid: string, user = 'clara', site = 'acme') =>
  fetch(`${base}/api/checklists/${uid}/events`, {
    headers: { Authorization: t.contextAuth(site, 'confluence', user) },
  });

describe('live updates of an open checklist', () => {
  it('tell another viewer about every change, after it is committed', async () => {
    const checklist = await makeChecklist(t, 'bob', { title: 'Live', items: tasks(2) });
    const stream = await subscribe(checklist.uid);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reading = readEvents(stream, (events) => events.length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await t
      .as('bob')
      .patch(`/checklists/${checklist.uid}/items/${checklist.items[0]?.id}`, {
        status: 'done',
        version: 1,
      })
      .expect(200);
    await t
      .as('bob')
      .patch(`/checklists/${checklist.uid}`, { title: 'Live!', metaVersion: 1 })
      .expect(200);
    expect(await reading).toEqual([
      { event: 'ready', data: { version: 1 } },
      { event: 'changed', data: { version: 2 } },
      { event: 'changed', data: { version: 3 } },
    ]);
  });

  it('report a deletion', async () => {
    const checklist = await makeChecklist(t, 'bob', { title: 'Doomed' });
    const stream = await subscribe(checklist.uid);
    const reading = readEvents(stream, (events) => events.some((e) => e.event === 'deleted'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await t.as('bob').delete(`/checklists/${checklist.uid}`).expect(204);
    expect((await reading).map((e) => e.event)).toEqual(['ready', 'deleted']);
  });

  it("are for this site's own checklists only", async () => {
    const checklist = await makeChecklist(t, 'bob', { title: 'Private' });
    expect((await subscribe(checklist.uid, 'clara', 'globex')).status).toBe(404);
    expect((await fetch(`${base}/api/checklists/${checklist.uid}/events`)).status).toBe(401);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('live updates across server processes', () => {
  it('reach a viewer connected to another instance through LISTEN/NOTIFY', async () => {
    const { createApp } = await import('../../app');
    const other = await createApp(t.handle.config, { logger: t.handle.logger });
    const otherServer = createServer(other.app);
    await new Promise<void>((resolve) => otherServer.listen(0, '127.0.0.1', resolve));
    try {
      const checklist = await makeChecklist(t, 'bob', { title: 'Across', items: tasks(1) });
      const url = `http://127.0.0.1:${(otherServer.address() as AddressInfo).port}/api/checklists/${checklist.uid}/events`;
      const stream = await fetch(url, {
        headers: { Authorization: t.contextAuth('acme', 'confluence', 'clara') },
      });
      const reading = readEvents(stream, (events) => events.length >= 2);
      await new Promise((resolve) => setTimeout(resolve, 150));
      // The write goes to the first instance; the viewer listens on the second.
      await t
        .as('bob')
        .patch(`/checklists/${checklist.uid}/items/${checklist.items[0]?.id}`, {
          status: 'done',
          version: 1,
        })
        .expect(200);
      expect((await reading).map((e) => e.event)).toEqual(['ready', 'changed']);
    } finally {
      otherServer.closeAllConnections();
      await new Promise((resolve) => otherServer.close(resolve));
      await other.close();
    }
  });
});
