import { describe, expect, it } from 'vitest';
import express from 'express';
import supertest from 'supertest';
import { jsonBody } from './json-body';
import { createErrorHandler } from './error-handler';
import { createLogger } from '../logger';

const LIMIT = 1000;
const app = express();
app.use(jsonBody(LIMIT));
app.post('/echo', (req, res) => {
  res.json({ body: req.body as unknown });
});
app.use(createErrorHandler(createLogger('silent')));
const http = supertest(app);

const post = (body: string | Buffer, type = 'application/json') =>
  http.post('/echo').set('Content-Type', type).send(body);

describe('JSON request bodies', () => {
  it('are parsed when sent as JSON, including +json types', async () => {
    expect((await post('{"a":[1,"ü"]}')).body).toEqual({ body: { a: [1, 'ü'] } });
    expect((await post('[1]', 'application/vnd.api+json; charset=utf-8')).body).toEqual({
      body: [1],
    });
  });

  it('are an empty object when absent, empty or of another type', async () => {
    expect((await http.post('/echo')).body).toEqual({ body: {} });
    expect((await post('')).body).toEqual({ body: {} });
    expect((await post('a=1', 'application/x-www-form-urlencoded')).body).toEqual({ body: {} });
  });

  it('answer 400 bad_json for broken JSON and for JSON that is not an object or array', async () => {
    for (const text of ['{"a":', 'true', '"text"', '{"a":1}x']) {
      const response = await post(text).set('Accept-Language', 'de');
      expect(response.status, text).toBe(400);
      expect(response.body.error).toEqual({
        code: 'bad_json',
        message: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
      });
    }
  });

  it('answer 413 for bodies over the limit, declared or streamed', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(LIMIT) });
    const declared = await post(big);
    expect(declared.status).toBe(413);
    expect(declared.body.error.code).toBe('payload_too_large');

    const streamed = await new Promise<number>((resolve, reject) => {
      const server = app.listen(0, () => {
        const address = server.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        void fetch(`http://127.0.0.1:${port}/echo`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode(big));
              controller.close();
            },
          }),
          duplex: 'half',
        } as RequestInit)
          .then((response) => resolve(response.status), reject)
          .finally(() => server.close());
      });
    });
    expect(streamed).toBe(413);
  });

  it('answer 415 for other charsets and compressed bodies', async () => {
    const latin = await post('{"a":1}', 'application/json; charset=latin1');
    expect(latin.status).toBe(415);
    expect(latin.body.error).toEqual({
      code: 'unsupported_media_type',
      message: 'The request body must be uncompressed JSON in UTF-8.',
    });
    const gzip = await post('{"a":1}').set('Content-Encoding', 'gzip');
    expect(gzip.status).toBe(415);
  });
});
