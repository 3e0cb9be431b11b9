/**
 * Request bodies as JSON, read straight from the stream. It behaves like `express.json()`
 * (strict: an object or array; `{}` when there is no JSON body; the size limit checked before
 * and while reading) but costs a fraction of it: body-parser's decoding layers were the
 * largest single item of an API write after the database (docs/PERFORMANCE.md). Bodies must be
 * UTF-8 and not compressed; anything else is refused with 415 instead of failing later.
 */
import type { RequestHandler } from 'express';
import { badJson, payloadTooLarge, unsupportedMediaType, type AppError } from '../errors';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const CHARSET = /;\s*charset\s*=\s*"?([^";\s]+)"?/i;

const unsupported = unsupportedMediaType;

/** What a JSON body must be refused for before a byte of it is read, if anything. */
function refusalBeforeReading(
  type: string,
  contentEncoding: string | undefined,
  declared: number | undefined,
  limitBytes: number,
): AppError | undefined {
  const charset = CHARSET.exec(type)?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') return unsupported();
  if ((contentEncoding ?? 'identity').toLowerCase() !== 'identity') return unsupported();
  if (declared !== undefined && declared > limitBytes) return payloadTooLarge();
  return undefined;
}

export function jsonBody(limitBytes: number): RequestHandler {
  return (req, _res, next) => {
    req.body = {};
    const { headers } = req;
    const declared =
      headers['content-length'] === undefined ? undefined : Number(headers['content-length']);
    const hasBody = headers['transfer-encoding'] !== undefined || (declared ?? 0) > 0;
    const type = headers['content-type'];
    if (!hasBody || !type || !JSON_TYPE.test(type)) {
      next();
      return;
    }
    const failEarly = refusalBeforeReading(type, headers['content-encoding'], declared, limitBytes);
    if (failEarly) {
      // Read and drop what was sent, so the connection can carry the answer.
      req.resume();
      next(failEarly);
      return;
    }

    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const finish = (error?: unknown) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', finish);
      next(error);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limitBytes) {
        req.resume();
        finish(payloadTooLarge());
      } else {
        chunks.push(chunk);
      }
    };
    const onEnd = () => {
      if (declared !== undefined && received !== declared) {
        finish(badJson());
        return;
      }
      const text = Buffer.concat(chunks, received).toString('utf8').trim();
      if (text === '') {
        finish();
        return;
      }
      if (text[0] !== '{' && text[0] !== '[') {
        finish(badJson());
        return;
      }
      try {
        req.body = JSON.parse(text) as unknown;
      } catch {
        finish(badJson());
        return;
      }
      finish();
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', finish);
  };
}
