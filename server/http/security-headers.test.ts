import { frameAncestorSources } from '../hosts/connect/allowed-hosts';
import { describe, expect, it } from 'vitest';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import supertest from 'supertest';
import { loadConfig } from '../config';
import { createSecurityHeaders, frozenHeaders } from './security-headers';

const config = loadConfig({
  NODE_ENV: 'production',
  BASE_URL: 'https://checklists.example.com',
  DATABASE_URL: 'sqlite::memory:',
  CONNECT_ALLOWED_HOSTS: 'example.atlassian.net',
});

/** The headers an app with `handler` in front of a JSON answer sends (date and length aside). */
async function headersOf(handler: RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.disable('x-powered-by');
  app.get('/', handler, (_req, res) => {
    res.json({ ok: true });
  });
  const response = await supertest(app).get('/');
  const { date: _date, ...rest } = response.headers as Record<string, string>;
  return rest;
}

describe('security headers', () => {
  it('sends exactly the headers helmet sends, for pages in a host, own pages and resources', async () => {
    const options: Parameters<typeof helmet>[0][] = [
      { xFrameOptions: false, hsts: true },
      { contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"] } } },
      { crossOriginResourcePolicy: { policy: 'cross-origin' }, referrerPolicy: false },
    ];
    for (const option of options) {
      expect(await headersOf(frozenHeaders(helmet(option)))).toEqual(
        await headersOf(helmet(option)),
      );
    }
  });

  it('frames our pages only in the allowed hosts, and never our resources', async () => {
    const headers = createSecurityHeaders(config, frameAncestorSources(config.connectAllowedHosts));
    const framed = await headersOf(headers.framedPage);
    expect(framed['content-security-policy']).toContain(
      'frame-ancestors https://example.atlassian.net',
    );
    expect(framed['x-frame-options']).toBeUndefined();
    const resource = await headersOf(headers.resource);
    expect(resource['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(resource['x-frame-options']).toBe('DENY');
    expect(resource['strict-transport-security']).toMatch(/^max-age=/);
    expect(resource['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a configuration that depends on the request', () => {
    const perRequest: RequestHandler = (_req, _res, next) => {
      setImmediate(next);
    };
    expect(() => frozenHeaders(perRequest)).toThrow(/must not depend on the request/);
  });
});
