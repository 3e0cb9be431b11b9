import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp(['acme', 'jira'], ['globex', 'jira']);

const counts = (site: string) =>
  t.handle.database.db
    .selectFrom('analytics_daily')
    .select(['event', 'count'])
    .where('tenant_key', '=', t.tenant(site, 'jira').clientKey)
    .orderBy('event')
    .execute();

describe('POST /api/analytics', () => {
  it('counts page views per tenant, day and route, nothing personal', async () => {
    const post = (site: string, names: string[]) =>
      t.http
        .post('/api/analytics')
        .set('Authorization', t.contextAuth(site, 'jira', 'bob'))
        .send({ events: names.map((name) => ({ name })) });
    expect((await post('acme', ['/jira/view', '/jira/view', '/jira/auditlog'])).status).toBe(202);
    await post('acme', ['/jira/view']).expect(202);
    await post('globex', ['/jira/view']).expect(202);

    expect(await counts('acme')).toEqual([
      { event: '/jira/auditlog', count: 1 },
      { event: '/jira/view', count: 3 },
    ]);
    expect(await counts('globex')).toEqual([{ event: '/jira/view', count: 1 }]);
    const row = await t.handle.database.db
      .selectFrom('analytics_daily')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(Object.keys(row).sort()).toEqual(['count', 'day', 'event', 'tenant_key']);
  });

  it('refuses batches that are empty, too big or carry more than a route', async () => {
    const before = await counts('acme');
    for (const body of [
      { events: [] },
      { events: Array.from({ length: 51 }, () => ({ name: '/jira/view' })) },
      { events: [{ name: '/jira/view', user: 'bob' }] },
      { events: [{ name: 'javascript:alert(1)' }] },
    ]) {
      const response = await t.http
        .post('/api/analytics')
        .set('Authorization', t.contextAuth('acme', 'jira', 'bob'))
        .send(body);
      expect(response.status).toBe(400);
    }
    expect(await counts('acme')).toEqual(before);
  });

  it('requires a credential', async () => {
    expect((await t.http.post('/api/analytics').send({ events: [{ name: '/web' }] })).status).toBe(
      401,
    );
  });
});
