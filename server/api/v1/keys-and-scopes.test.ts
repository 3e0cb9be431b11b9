/**
 * /api/v1 with API keys: only keys are taken, a revoked key or a key of a site gone is a 401,
 * a read key changes nothing (403), a key never reaches another site's data, a key acts with
 * its owner's rights, and what it changes is logged as the key's owner "· API key".
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { makeApiKey, v1 } from '../../test/api-key-client';
import { makeChecklist, makeTemplate, tasks } from '../../test/fixtures';
import { tenantSnapshot } from '../../test/tenant-snapshot';
import { findUser } from '../../../e2e/simulator/lib/directory';
import type { ChecklistDto, ItemResult } from '../../../shared/checklists';
import type { AuditLogDto } from '../../../shared/audit';

const t = useTestApp(['acme', 'confluence'], ['globex', 'confluence'], ['initech', 'jira']);
const BOB = findUser('bob')?.accountId ?? '';
const keysOf = (site: string, product: 'confluence' | 'jira' = 'confluence') =>
  t.tenant(site, product).clientKey;

describe('authentication on /api/v1', () => {
  it('takes API keys only: none, a Connect token or a malformed key is a 401 in the caller’s language', async () => {
    const key = await makeApiKey(t, 'bob');
    const cases: [string | undefined, RegExp][] = [
      [undefined, /needs an API key/],
      [t.contextAuth('acme', 'confluence', 'bob'), /needs an API key/],
      ['Bearer eyJhbGciOi.eyJzdWIi.c2ln', /needs an API key/],
      ['Bearer ck_nothex00_abcdefghijklmnopqrstuvwxyz0123456789', /not valid/],
      [`Bearer ${key.secret}x`, /not valid/],
      [`Bearer ${key.secret.slice(0, -1)}`, /not valid/],
      [`Basic ${key.secret}`, /needs an API key/],
    ];
    for (const [authorization, message] of cases) {
      let request = t.http.get('/api/v1/checklists');
      if (authorization) request = request.set('Authorization', authorization);
      const response = await request;
      expect(response.status, authorization).toBe(401);
      expect(response.type).toBe('application/json');
      expect(response.body.error.code).toBe('unauthorized');
      expect(response.body.error.message, authorization).toMatch(message);
    }
    const german = await t.http.get('/api/v1/me').set('Accept-Language', 'de');
    expect(german.body.error.message).toMatch(/braucht einen API-Schlüssel/);
    await v1(t, key.secret).get('/me').expect(200);
  });

  it('answers unknown routes with a JSON 404 and is never cached', async () => {
    const key = await makeApiKey(t, 'bob');
    const response = await v1(t, key.secret).get('/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
    const me = await v1(t, key.secret).get('/me');
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.headers['ratelimit-policy']).toBeDefined();
  });

  it('refuses the keys of a site that uninstalled the app, and of a purged site', async () => {
    await t.install('hooli', 'confluence');
    const key = await makeApiKey(t, 'bob', { site: 'hooli' });
    await v1(t, key.secret).get('/checklists').expect(200);
    await t.lifecycle('hooli', 'confluence', 'uninstalled').expect(204);
    const disabled = await v1(t, key.secret).get('/checklists');
    expect(disabled.status).toBe(401);
    expect(disabled.body.error.message).toMatch(/disabled/);
    await t.handle.lifecycle.purgeExpired(new Date(Date.now() + 31 * 86_400_000));
    const rows = await t.handle.database.db
      .selectFrom('api_keys')
      .select('id')
      .where('tenant_key', '=', keysOf('hooli'))
      .execute();
    expect(rows).toEqual([]);
    const purged = await v1(t, key.secret).get('/checklists');
    expect(purged.status).toBe(401);
    expect(purged.body.error.message).toMatch(/not valid/);
  });

  it('records when a key was last used, at most once a minute', async () => {
    const key = await makeApiKey(t, 'bob');
    const lastUsed = async () =>
      (
        await t.handle.database.db
          .selectFrom('api_keys')
          .select('last_used_at')
          .where('id', '=', key.apiKey.id)
          .executeTakeFirstOrThrow()
      ).last_used_at;
    expect(await lastUsed()).toBeNull();
    await v1(t, key.secret).get('/me').expect(200);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await v1(t, key.secret).get('/me').expect(200);
    expect(await lastUsed()).toBe(first);
  });
});

describe('scopes', () => {
  it('a read key reads, and every change is 403 with nothing changed', async () => {
    const writer = await makeApiKey(t, 'bob', { scope: 'write' });
    const reader = await makeApiKey(t, 'bob', { scope: 'read', name: 'Reader' });
    const made = await v1(t, writer.secret)
      .post('/checklists', { title: 'Release', items: tasks(2) })
      .expect(201);
    const checklist = made.body.data as ChecklistDto;
    const item = checklist.items[0];
    const api = v1(t, reader.secret);
    await api.get(`/checklists/${checklist.uid}`).expect(200);
    await api.get('/me').expect(200);
    const before = await tenantSnapshot(t.handle.database.db, [keysOf('acme')]);
    for (const request of [
      api.post('/checklists', { title: 'Not made' }),
      api.patch(`/checklists/${checklist.uid}`, { title: 'Renamed', metaVersion: 1 }),
      api.patch(`/checklists/${checklist.uid}/items/${item?.id}`, { status: 'done', version: 1 }),
      api.post(`/checklists/${checklist.uid}/items`, { kind: 'task', text: 'More' }),
      api.post(`/checklists/${checklist.uid}/archive`),
      api.delete(`/checklists/${checklist.uid}`),
      api.post('/templates', { title: 'Not made' }),
    ]) {
      const response = await request.set('Accept-Language', 'de');
      expect(response.status).toBe(403);
      expect(response.body.error).toEqual({
        code: 'forbidden',
        message: 'Dieser API-Schlüssel darf nur lesen.',
      });
    }
    expect(await tenantSnapshot(t.handle.database.db, [keysOf('acme')])).toEqual(before);
  });

  it('a person’s key acts with the person’s rights: no more', async () => {
    const alices = await makeChecklist(t, 'alice', { title: 'Alice’s', items: tasks(1) });
    const key = await makeApiKey(t, 'bob');
    const response = await v1(t, key.secret).delete(`/checklists/${alices.uid}`);
    expect(response.status).toBe(403);
    expect(
      (await v1(t, key.secret).get(`/checklists/${alices.uid}`)).body.data.permissions,
    ).toEqual({
      canWork: true,
      canEdit: false,
      canDelete: false,
      canArchive: true,
      canShare: false,
    });
    await v1(t, key.secret).get('/settings/audit').expect(403);
  });

  it('a site key acts as a site admin', async () => {
    const bobs = await makeChecklist(t, 'bob', { title: 'Bob’s', items: tasks(1) });
    const key = await makeApiKey(t, 'alice', { ring: 'site' });
    await v1(t, key.secret).get('/settings/audit').expect(200);
    await v1(t, key.secret).delete(`/checklists/${bobs.uid}`).expect(204);
  });
});

describe('audit', () => {
  it('logs a key’s change as its owner, naming the key; "by person" finds it', async () => {
    const key = await makeApiKey(t, 'bob', { name: 'Deploy bot' });
    const checklist = (
      await v1(t, key.secret)
        .post('/checklists', { title: 'Deploy', items: tasks(1) })
        .expect(201)
    ).body.data as ChecklistDto;
    const ticked = await v1(t, key.secret)
      .patch(`/checklists/${checklist.uid}/items/${checklist.items[0]?.id}`, {
        status: 'done',
        version: 1,
      })
      .expect(200);
    expect((ticked.body.data as ItemResult).item?.statusSetBy).toBe(BOB);
    const log = (await t.as('alice').get(`/checklists/${checklist.uid}/audit?actorId=${BOB}`)).body
      .data as AuditLogDto;
    expect(log.items.map((e) => e.action)).toEqual(
      expect.arrayContaining(['created', 'status_changed']),
    );
    for (const event of log.items) {
      expect(event.actor).toEqual({
        kind: 'apiKey',
        id: BOB,
        displayName: 'Bob Member · API key "Deploy bot"',
      });
    }
  });

  it('names the site for a site key', async () => {
    const key = await makeApiKey(t, 'alice', { ring: 'site', name: 'Importer' });
    const made = await v1(t, key.secret).post('/templates', { title: 'Imported' }).expect(201);
    const checklist = (
      await v1(t, key.secret).post('/checklists', { templateUid: made.body.data.uid }).expect(201)
    ).body.data as ChecklistDto;
    const log = (await v1(t, key.secret).get(`/checklists/${checklist.uid}/audit`).expect(200)).body
      .data as AuditLogDto;
    expect(log.items[0]?.actor).toEqual({
      kind: 'apiKey',
      id: `apikey:${key.apiKey.id}`,
      displayName: 'Site · API key "Importer"',
    });
  });
});

describe('another site', () => {
  it('is out of reach: its ids are 404 and its lists are empty', async () => {
    const template = await makeTemplate(t, 'bob', tasks(1), 'Globex only', 'globex');
    const checklist = await makeChecklist(t, 'bob', { title: 'Globex', items: tasks(1) }, 'globex');
    for (const key of [
      await makeApiKey(t, 'bob'),
      await makeApiKey(t, 'alice', { ring: 'site' }),
      await makeApiKey(t, 'alice', { ring: 'site', site: 'initech', product: 'jira' }),
    ]) {
      const api = v1(t, key.secret);
      await api.get(`/checklists/${checklist.uid}`).expect(404);
      await api.get(`/checklists/${checklist.uid}/audit`).expect(404);
      await api.get(`/templates/${template.uid}`).expect(404);
      await api.delete(`/checklists/${checklist.uid}`).expect(404);
      await api.put(`/templates/${template.uid}`, { title: 'Taken', version: 1 }).expect(404);
      const item = checklist.items[0]?.id;
      await api
        .patch(`/checklists/${checklist.uid}/items/${item}`, { status: 'done', version: 1 })
        .expect(404);
      const lists = await api.get(`/checklists?templateUid=${template.uid}`).expect(200);
      expect(lists.body.data.items).toEqual([]);
      const templates = await api.get('/templates?search=Globex').expect(200);
      expect(templates.body.data.items).toEqual([]);
    }
    const still = await t.as('bob', 'globex').get(`/checklists/${checklist.uid}`).expect(200);
    expect(still.body.data.title).toBe('Globex');
  });
});

describe('bad input', () => {
  it('is a 4xx JSON error in the caller’s language, and changes nothing', async () => {
    const key = await makeApiKey(t, 'bob');
    const api = v1(t, key.secret);
    const checklist = (
      await api.post('/checklists', { title: 'Input', items: tasks(1) }).expect(201)
    ).body.data as ChecklistDto;
    const before = await tenantSnapshot(t.handle.database.db, [keysOf('acme')]);
    const cases = [
      api.post('/checklists', {}),
      api.post('/checklists', { title: 'x'.repeat(201) }),
      api.post('/checklists', { title: 'Ok', unknown: 1 }),
      api.patch(`/checklists/${checklist.uid}`, { title: 'New' }),
      api.patch(`/checklists/${checklist.uid}/items/${checklist.items[0]?.id}`, { version: 1 }),
      api.patch(`/checklists/${checklist.uid}/items/${checklist.items[0]?.id}`, {
        status: 'skipped',
        version: 1,
      }),
      api.delete(`/checklists/${checklist.uid}/items/${checklist.items[0]?.id}?version=abc`),
      api.get('/checklists?perPage=1000'),
      api.get('/checklists?sort=random'),
      api.get('/checklists/not!an!id'),
      api.post('/templates', { title: 'T', items: [{ kind: 'nope', text: 'x' }] }),
    ];
    for (const request of cases) {
      const response = await request.set('Accept-Language', 'de');
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.type).toBe('application/json');
      expect(typeof response.body.error.message).toBe('string');
    }
    const raw = await t.http
      .post('/api/v1/checklists')
      .set('Authorization', `Bearer ${key.secret}`)
      .set('Content-Type', 'application/json')
      .send('{"title":');
    expect(raw.status).toBe(400);
    expect(raw.body.error.code).toBe('bad_json');
    expect(await tenantSnapshot(t.handle.database.db, [keysOf('acme')])).toEqual(before);
  });
});
