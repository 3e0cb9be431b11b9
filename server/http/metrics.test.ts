/**
 * /metrics behind METRICS_TOKEN (Prometheus text: per-route latency, live connections, the
 * database pool on PostgreSQL, the outbox, host REST calls and retries, rate-limit refusals,
 * job durations), and request ids: given or made, sent back, on the log lines written for the
 * request and on our calls to Jira. On SQLite and PostgreSQL.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { makeApiKey, v1 } from '../test/api-key-client';
import { createLogger } from '../logger';

const TOKEN = 'metrics-token-for-tests-0123456789';
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { METRICS_TOKEN: TOKEN, API_RATE_LIMIT_PER_MINUTE: '1' },
    logger: createLogger('info', sink),
  });
  await t.install('acme', 'jira');
});
afterAll(() => t?.close());

const scrape = () => t.http.get('/metrics').set('Authorization', `Bearer ${TOKEN}`);

describe('/metrics', () => {
  it('answers only with the token', async () => {
    expect((await t.http.get('/metrics')).status).toBe(401);
    expect((await t.http.get('/metrics').set('Authorization', 'Bearer wrong')).status).toBe(401);
    expect(lines.join('\n')).not.toContain(TOKEN);
  });

  it('counts what an operator watches', async () => {
    const jira = (path: string, body?: object) =>
      body === undefined
        ? t.as('bob', 'acme', 'jira').get(path)
        : t.as('bob', 'acme', 'jira').post(path, body);
    expect((await jira('/checklists')).status).toBe(200);
    // Jira refuses the property once: the outbox retries.
    let refused = false;
    t.host.jira.onCall = (method, path) => {
      if (method === 'PUT' && path.includes('/properties/') && !refused) {
        refused = true;
        throw new Error('not now');
      }
    };
    const created = await jira('/checklists', {
      title: 'On an issue',
      place: { kind: 'jira_issue', id: '10005', key: 'SIM-5' },
      items: [{ kind: 'task', text: 'Check' }],
    });
    expect(created.status).toBe(201);
    await t.handle.issueSync.flush();
    // The retry waits (its backoff); no worker takes it before the scrape.
    await t.handle.issueSync.stop();
    t.host.jira.onCall = null;
    const key = await makeApiKey(t, 'bob', { site: 'acme', product: 'jira' });
    await v1(t, key.secret).get('/checklists').expect(200);
    await v1(t, key.secret).get('/checklists').expect(429);

    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain;.*version=0\.0\.4/);
    const text = response.text;
    expect(text).toMatch(
      /checklists_http_request_duration_seconds_count\{method="GET",route="\/api\/checklists",status="2xx"\} [1-9]/,
    );
    expect(text).toMatch(
      /checklists_http_request_duration_seconds_count\{method="POST",route="\/api\/checklists",status="2xx"\} 1/,
    );
    expect(text).toMatch(/checklists_live_connections 0/);
    expect(text).toMatch(/checklists_outbox_entries 1/);
    expect(text).toMatch(/checklists_outbox_lag_seconds 0/);
    expect(text).toMatch(
      /checklists_host_request_duration_seconds_count\{host="connect",product="jira",outcome="2xx"\} [1-9]/,
    );
    expect(text).toMatch(
      /checklists_host_request_duration_seconds_count\{host="connect",product="jira",outcome="5xx"\} 1/,
    );
    expect(text).toMatch(/checklists_host_retries_total\{job="issue_property"\} 1/);
    expect(text).toMatch(/checklists_rate_limit_refusals_total\{limit="api-key"\} 1/);
    expect(text).toMatch(/checklists_job_duration_seconds_count\{job="issue_property"\} 1/);
    expect(text).toMatch(/checklists_process_resident_memory_bytes \d+/);
    if (t.database.dialect === 'postgres') {
      expect(text).toMatch(/checklists_db_pool_connections\{state="total"\} [1-9]/);
    }
  });
});

describe('request ids', () => {
  it('keeps a given id, sends it back, logs it and passes it to Jira', async () => {
    const seen: unknown[] = [];
    t.host.jira.onCall = (_method, _path, headers) => {
      seen.push(headers['x-request-id']);
    };
    const response = await t
      .as('bob', 'acme', 'jira')
      .get('/jira/issues/10007/panel')
      .set('X-Request-Id', 'trace-abc.123');
    t.host.jira.onCall = null;
    expect(response.status).toBe(200);
    expect(response.headers['x-request-id']).toBe('trace-abc.123');
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set(['trace-abc.123']));

    const refused = await t.http
      .get('/api/checklists')
      .set('Authorization', 'JWT not-a-token')
      .set('X-Request-Id', 'trace-refused');
    expect(refused.status).toBe(401);
    const logged = lines.map((line) => JSON.parse(line) as { requestId?: string; msg: string });
    expect(logged.find((l) => l.msg === 'token rejected')?.requestId).toBe('trace-refused');
  });

  it('makes one when none (or no plain one) is given', async () => {
    const plain = await t.http.get('/healthz');
    expect(plain.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const odd = await t.http.get('/healthz').set('X-Request-Id', 'has spaces\tand tabs');
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('without METRICS_TOKEN', () => {
  it('has no /metrics', async () => {
    const other = await createTestApp();
    try {
      expect((await other.http.get('/metrics')).status).toBe(404);
    } finally {
      await other.close();
    }
  });
});
