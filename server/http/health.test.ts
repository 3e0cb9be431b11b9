/**
 * /healthz (the process) and /readyz (should this process get traffic): the database, the
 * migrations (MIGRATE_ON_START=false and the operator's `migrate`), a stuck outbox, and a
 * process that has begun to shut down. On SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { runCommand } from '../process/commands';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import type { ReadyAnswer } from './health';

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // The outbox must stay as the test leaves it: no worker takes its entries.
    await t.handle.issueSync.stop();
  });
  afterAll(() => t?.close());

  it('/healthz answers for the process', async () => {
    const response = await t.http.get('/healthz');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({ status: 'ok', database: t.database.dialect });
  });

  it('/readyz is ready when the database answers, is migrated and the outbox moves', async () => {
    const response = await t.http.get('/readyz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', outbox: 'ok' },
      outboxLagMs: 0,
    });
  });

  it('/readyz is 503 while an outbox entry has waited more than five minutes', async () => {
    const db = t.handle.database.db;
    const dueAt = new Date(Date.now() - 10 * 60_000).toISOString();
    const entry = {
      tenant_key: 'nobody',
      issue_id: '10001',
      due_at: dueAt,
      attempts: 0,
      generation: 1,
      last_error: null,
    };
    await db.insertInto('jira_issue_sync').values(entry).execute();
    const response = await t.http.get('/readyz');
    expect(response.status).toBe(503);
    const body = response.body as ReadyAnswer;
    expect(body.status).toBe('unavailable');
    expect(body.checks).toEqual({ database: 'ok', migrations: 'ok', outbox: 'failed' });
    expect(body.outboxLagMs).toBeGreaterThanOrEqual(10 * 60_000);

    // Waiting for a retry (due later) is not stuck: the host may be down.
    await db
      .updateTable('jira_issue_sync')
      .set({ due_at: new Date(Date.now() + 60_000).toISOString() })
      .execute();
    expect((await t.http.get('/readyz')).status).toBe(200);
    await db.deleteFrom('jira_issue_sync').execute();
  });

  it('/readyz says `stopping` once shutdown began, and answers close their connections', async () => {
    t.handle.beginShutdown();
    const ready = await t.http.get('/readyz');
    expect(ready.status).toBe(503);
    expect((ready.body as ReadyAnswer).status).toBe('stopping');
    expect(ready.headers.connection).toBe('close');
    // The process still answers what it is asked while it finishes.
    expect((await t.http.get('/healthz')).status).toBe(200);
  });
});

describe('migrations left to the operator (MIGRATE_ON_START=false)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { MIGRATE_ON_START: 'false' } });
  });
  afterAll(() => t?.close());

  it('/readyz names the pending migrations until `migrate` has run, then is ready', async () => {
    const before = await t.http.get('/readyz');
    expect(before.status).toBe(503);
    const body = before.body as ReadyAnswer;
    expect(body.checks).toEqual({ database: 'ok', migrations: 'failed', outbox: 'ok' });
    expect(body.pendingMigrations).toContain('20261122-0001-tenants-and-settings');

    const lines: string[] = [];
    const config = loadConfig({ DATABASE_URL: t.database.url, LOG_LEVEL: 'silent' });
    await runCommand('migrate', [], config, createLogger('silent'), {
      write: (l) => lines.push(l),
    });
    expect(lines[0]).toMatch(/^Applied \d+ migration\(s\): 20261122-0001-tenants-and-settings, /);

    const after = await t.http.get('/readyz');
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ status: 'ready' });

    await runCommand('migrate', [], config, createLogger('silent'), {
      write: (l) => lines.push(l),
    });
    expect(lines[1]).toBe('The database is up to date: no migration to apply.');
  });
});
