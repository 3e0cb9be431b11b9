import { setFlagsFromString } from 'node:v8';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Request, type Response } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonBody } from './json-body';
import { withStableShapes } from './stable-shapes';

// V8's own test of whether two objects share a hidden class (allowed from here on).
setFlagsFromString('--allow-natives-syntax');
const sameHiddenClass = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (
  a: object,
  b: object,
) => boolean;

interface Held {
  req: Request;
  res: Response;
}

/**
 * An Express app shaped like ours (a JSON body, a router, a route with parameters, a context
 * set by middleware) whose route holds each request until the next one arrives, so two
 * requests can be compared at the same point of their handling.
 */
function heldApp(onPair: (first: Held, second: Held) => void) {
  const app = express();
  app.use(jsonBody(1024));
  const api = express.Router();
  api.use((req, _res, next) => {
    // Stands for the RequestContext authenticate sets (its fields do not matter here).
    (req as unknown as { ctx: object }).ctx = { tenantKey: 't' };
    next();
  });
  let waiting: Held | undefined;
  api.patch('/checklists/:uid/items/:itemId', (req, res) => {
    if (!waiting) {
      waiting = { req, res };
      return;
    }
    const first = waiting;
    waiting = undefined;
    onPair(first, { req, res });
    for (const held of [first, { req, res }])
      held.res.json({ data: { id: held.req.params.itemId, body: held.req.body as unknown } });
  });
  app.use('/api', api);
  return app;
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function serve(listener: RequestListener): Promise<string> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Sends pairs of writes at once; says for each pair whether req and res kept one class. */
async function pairs(wrap: (app: express.Express) => RequestListener) {
  const seen: { req: boolean; res: boolean }[] = [];
  const url = await serve(
    wrap(
      heldApp((a, b) =>
        seen.push({ req: sameHiddenClass(a.req, b.req), res: sameHiddenClass(a.res, b.res) }),
      ),
    ),
  );
  const answers: unknown[] = [];
  for (let i = 0; i < 20; i++) {
    const write = (id: string) =>
      fetch(`${url}/api/checklists/c1/items/${id}?x=1`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: 'done', version: i }),
      }).then(async (response) => [response.status, await response.json()] as const);
    answers.push(...(await Promise.all([write('a'), write('b')])));
  }
  return { seen: seen.slice(5), answers };
}

describe('requests of one stable shape', () => {
  it('gives every request and response the same hidden class', async () => {
    const { seen } = await pairs((app) => withStableShapes(app));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((pair) => pair.req && pair.res)).toBe(true);
  });

  it('is needed: Express alone gives each request a class of its own', async () => {
    const { seen } = await pairs((app) => app);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.some((pair) => pair.req)).toBe(false);
  });

  it('answers exactly as the app does', async () => {
    const wrapped = await pairs((app) => withStableShapes(app));
    await close?.();
    close = undefined;
    const plain = await pairs((app) => app);
    expect(wrapped.answers).toEqual(plain.answers);
    expect(wrapped.answers[0]).toEqual([
      200,
      { data: { id: 'a', body: { status: 'done', version: 0 } } },
    ]);
  });
});
