import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { createLogger, scrubSecrets } from './logger';

describe('logs', () => {
  it('never contain shared secrets or tokens', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger('info', sink);
    logger.info(
      { sharedSecret: 's3cret-value', req: { headers: { authorization: 'JWT abc' } } },
      'install',
    );
    logger.info({ payload: { sharedSecret: 's3cret-value' } }, 'nested');
    expect(lines.join('')).not.toContain('s3cret-value');
    expect(lines.join('')).not.toContain('JWT abc');
  });

  it('scrub secrets out of free text', () => {
    const text =
      'Canonical query was: "POST&/installed&baseUrl=x&sharedSecret=abc123XYZ&key=y" token eyJhbGciOi.eyJpc3Mi.c2ln';
    const scrubbed = scrubSecrets(text);
    expect(scrubbed).not.toContain('abc123XYZ');
    expect(scrubbed).not.toContain('eyJhbGciOi');
    expect(scrubbed).toContain('sharedSecret=[redacted]');
  });
});
