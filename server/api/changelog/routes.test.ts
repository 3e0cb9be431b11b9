import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import type { ChangelogEntry } from '../../../shared/changelog';

const t = useTestApp();

describe('GET /api/changelog', () => {
  it('lists entries newest first with every field the client shows', async () => {
    const response = await t.http.get('/api/changelog');
    expect(response.status).toBe(200);
    const entries = response.body.data as ChangelogEntry[];
    expect(entries.length).toBeGreaterThan(0);
    const dates = entries.map((e) => e.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const entry of entries) {
      expect(entry.title).toBeTruthy();
      expect(entry.url).toMatch(/^https:\/\//);
      expect(entry.markdownDetails).toBeTruthy();
      expect(entry.types.every((type) => ['new', 'improved', 'fixed'].includes(type))).toBe(true);
    }
  });

  it('answers in German for German readers', async () => {
    const response = await t.http.get('/api/changelog').set('Accept-Language', 'de-DE');
    expect((response.body.data as ChangelogEntry[]).some((e) => e.title.includes('für'))).toBe(
      true,
    );
  });
});

describe('GET /healthz', () => {
  it('checks the database', async () => {
    const response = await t.http.get('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: t.database.dialect });
  });
});
