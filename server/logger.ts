import { pino, type Logger } from 'pino';
import { currentRequestId } from './lib/request-scope';

export type { Logger };

/**
 * Paths whose values never reach a log line: tokens, secrets and credentials, wherever a
 * request, a lifecycle payload or an error carries them.
 */
const REDACT_PATHS = [
  'sharedSecret',
  '*.sharedSecret',
  '*.*.sharedSecret',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-forge-oauth-system"]',
  'req.headers["x-forge-oauth-user"]',
  'res.headers["x-acpt"]',
  'headers.authorization',
  'authorization',
  'token',
  '*.token',
  'password',
  '*.password',
  'apiKey',
  '*.apiKey',
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      // Every line written for a request (or a job step) names it.
      mixin() {
        const requestId = currentRequestId();
        return requestId === undefined ? {} : { requestId };
      },
    },
    destination,
  );
}

const SECRET_IN_TEXT = [
  // "sharedSecret":"…", sharedSecret=…, sharedSecret: '…'
  /(sharedSecret["']?\s*[:=]\s*["']?)[^"'&\s,}]+/gi,
  // JWTs: three base64url segments
  /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g,
];

/** Removes secrets from free text, e.g. the canonical requests ACE prints on a qsh mismatch. */
export function scrubSecrets(text: string): string {
  return SECRET_IN_TEXT.reduce(
    (out, pattern) =>
      out.replace(pattern, (match, prefix?: string) =>
        typeof prefix === 'string' && match.startsWith(prefix) ? `${prefix}[redacted]` : '[jwt]',
      ),
    text,
  );
}
