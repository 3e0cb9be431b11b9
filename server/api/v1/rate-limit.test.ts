/**
 * The per-key rate limit of /api/v1 (`API_RATE_LIMIT_PER_MINUTE`, here 3): past it 429
 * `rate_limited` with `Retry-After`, for that key only; the public reference is limited per
 * address. And the variable itself is checked at start-up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeApiKey, v1 } from '../../test/api-key-client';
import { ConfigError, DEFAULT_API_RATE_LIMIT_PER_MINUTE, loadConfig } from '../../config';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '3' } });
  await t.install('acme', 'confluence');
});
afterAll(() => t?.close());

describe('the per-key rate limit', () => {
  it('answers 429 with Retry-After past the limit, for that key only', async () => {
    const busy = await makeApiKey(t, 'bob', { name: 'Busy' });
    const calm = await makeApiKey(t, 'bob', { name: 'Calm' });
    for (let i = 0; i < 3; i += 1) {
      const response = await v1(t, busy.secret).get('/checklists');
      expect(response.status).toBe(200);
      expect(response.headers.ratelimit).toMatch(/limit=3/);
    }
    const limited = await v1(t, busy.secret).get('/checklists').set('Accept-Language', 'de');
    expect(limited.status).toBe(429);
    expect(limited.type).toBe('application/json');
    expect(limited.body.error).toEqual({
      code: 'rate_limited',
      message: 'Zu viele Anfragen. Warten Sie einen Moment und versuchen Sie es erneut.',
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Writes are limited too, and change nothing.
    const write = await v1(t, busy.secret).post('/checklists', { title: 'Not made' });
    expect(write.status).toBe(429);
    const listed = await t.as('bob').get('/checklists').expect(200);
    expect(listed.body.data.total).toBe(0);
    // Another key of the same person, from the same address, is not limited by it.
    await v1(t, calm.secret).get('/checklists').expect(200);
  });

  it('limits the public reference per address', async () => {
    let last = 0;
    for (let i = 0; i <= 120 && last !== 429; i += 1) {
      last = (await t.http.get('/api/v1/docs.css')).status;
    }
    expect(last).toBe(429);
  });
});

describe('API_RATE_LIMIT_PER_MINUTE', () => {
  it(`defaults to ${DEFAULT_API_RATE_LIMIT_PER_MINUTE} and takes whole numbers from 1`, () => {
    expect(loadConfig({}).apiRateLimitPerMinute).toBe(600);
    expect(loadConfig({ API_RATE_LIMIT_PER_MINUTE: '60' }).apiRateLimitPerMinute).toBe(60);
    for (const bad of ['0', '-1', '1.5', 'many', '1000001']) {
      expect(() => loadConfig({ API_RATE_LIMIT_PER_MINUTE: bad }), bad).toThrow(ConfigError);
    }
  });
});
