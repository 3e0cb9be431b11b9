/**
 * The app's own requests keep the shape stable-shapes.ts gives them: no middleware of ours or
 * Express's adds a property to a request or response after it (each one would give every
 * request a hidden class of its own again, docs/PERFORMANCE.md 2026-11-28). A new field on the
 * request (a new context, say) belongs in its list.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { makeChecklist, tasks } from '../test/fixtures';
import { withStableShapes } from './stable-shapes';

const t = useTestApp(['acme', 'confluence']);

const keys = (value: object) => Reflect.ownKeys(value).map(String);

/** The app behind the wrapper, noting what each request and response gained inside it. */
function watched(added: string[]): RequestListener {
  const inner = (req: IncomingMessage, res: ServerResponse) => {
    const before = { req: keys(req), res: keys(res) };
    res.on('finish', () => {
      added.push(
        ...keys(req)
          .filter((k) => !before.req.includes(k))
          .map((k) => `req.${k}`),
      );
      added.push(
        ...keys(res)
          .filter((k) => !before.res.includes(k))
          .map((k) => `res.${k}`),
      );
    });
    t.handle.app(req, res);
  };
  return withStableShapes(inner);
}

describe('the shape of the app’s requests', () => {
  it('gains no property while an item is ticked, a checklist read or settings loaded', async () => {
    const checklist = await makeChecklist(t, 'bob', { title: 'Shapes', items: tasks(3) });
    const added: string[] = [];
    const http = supertest(watched(added));
    const auth = t.contextAuth('acme', 'confluence', 'bob');
    const itemId = checklist.items[1]?.id ?? '';
    const tick = await http
      .patch(`/api/checklists/${checklist.uid}/items/${itemId}`)
      .set('Authorization', auth)
      .send({ status: 'done', version: 1 });
    expect(tick.status).toBe(200);
    expect(
      (await http.get(`/api/checklists/${checklist.uid}`).set('Authorization', auth)).status,
    ).toBe(200);
    expect((await http.get('/api/settings').set('Authorization', auth)).status).toBe(200);
    expect(added).toEqual([]);
  });
});
