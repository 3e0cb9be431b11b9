/**
 * Every request and response object gets the same hidden class (V8's "map"), so the code that
 * reads them stays fast. Express 4 swaps each request's and response's prototype
 * (`Object.setPrototypeOf` in its init middleware), and V8 keeps no transitions for a map made
 * by a prototype change: every property added afterwards (Express's `baseUrl`, `params`,
 * `route`, our `body` and `ctx`, …) gives that one object a hidden class of its own. Each
 * request then misses every property cache that touches it, in Express, Node's HTTP code and
 * ours alike, and fills V8's shared cache with classes it never sees again (docs/PERFORMANCE.md,
 * 2026-11-28: a fifth of the server's instructions per item write). Giving the objects these
 * properties before Express sees them, with the values they would read anyway, keeps one class
 * for all requests.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/** What Express and our middleware add to a request after its prototype changes, in order. */
const REQUEST_FIELDS = [
  'res',
  'next',
  'baseUrl',
  'originalUrl',
  '_parsedUrl',
  'params',
  'query',
  'route',
  'body',
  'ctx',
] as const;

/** The same for the response (the status is set by `res.status()`, the count by `on()`). */
const RESPONSE_FIELDS = ['req', 'locals'] as const;

type Fields = Record<string, unknown>;

/** `listener` (the Express app) behind requests and responses of one stable shape. */
export function withStableShapes(listener: RequestListener): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const request = req as unknown as Fields;
    const response = res as unknown as Fields;
    // Inherited until then, from the prototypes (EventEmitter's listener count, the
    // response's status): owned from the start with the same values.
    const { _eventsCount: eventsCount } = request;
    const { statusCode, statusMessage } = res;
    for (const field of REQUEST_FIELDS) request[field] = undefined;
    request._eventsCount = eventsCount;
    for (const field of RESPONSE_FIELDS) response[field] = undefined;
    response.statusCode = statusCode;
    response.statusMessage = statusMessage;
    listener(req, res);
  };
}
