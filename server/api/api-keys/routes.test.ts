/**
 * /api/apikeys and /api/site/apikeys: a person's own keys and the site's keys (site admins).
 * The secret is answered once; the database keeps only its SHA-256; revoking works at once.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { makeApiKey, v1 } from '../../test/api-key-client';
import { tenantSnapshot } from '../../test/tenant-snapshot';
import type { ApiKeyDto } from '../../../shared/api-keys';
import { findUser } from '../../../e2e/simulator/lib/directory';

const t = useTestApp(['acme', 'confluence'], ['acme', 'jira']);

const BOB = findUser('bob')?.accountId ?? '';
const ALICE = findUser('alice')?.accountId ?? '';
const list = async (user: string, path = '/apikeys') => {
  const response = await t.as(user).get(path).expect(200);
  return (response.body.data as { apiKeys: ApiKeyDto[] }).apiKeys;
};
const rows = () => t.handle.database.db.selectFrom('api_keys').selectAll().execute();

describe('a person’s own API keys', () => {
  it('shows the secret once, lists prefix, scope, dates and who made it, stores only a hash', async () => {
    const created = await makeApiKey(t, 'bob', { name: 'CI deploys', scope: 'read' });
    expect(created.secret).toMatch(/^ck_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    expect(created.apiKey).toMatchObject({
      name: 'CI deploys',
      scope: 'read',
      prefix: created.secret.slice(0, 11),
      lastUsedAt: null,
      createdBy: { id: BOB, displayName: 'Bob Member' },
    });
    expect(Date.parse(created.apiKey.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const listed = await list('bob');
    expect(listed).toContainEqual(created.apiKey);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    expect(JSON.stringify(listed)).not.toContain('secret');

    const row = (await rows()).find((r) => r.id === created.apiKey.id);
    expect(row?.secret_hash).toBe(createHash('sha256').update(created.secret).digest('hex'));
    const stored = JSON.stringify(await rows());
    expect(stored).not.toContain(created.secret);
    expect(stored).not.toContain(created.secret.slice(12));
  });

  it('lists only the caller’s keys, newest first, and shows the last use', async () => {
    const first = await makeApiKey(t, 'clara', { name: 'First' });
    const second = await makeApiKey(t, 'clara', { name: 'Second' });
    await makeApiKey(t, 'bob', { name: 'Not Clara’s' });
    await v1(t, first.secret).get('/me').expect(200);
    const listed = await list('clara');
    expect(listed.map((k) => k.name)).toEqual(['Second', 'First']);
    expect(listed[1]?.lastUsedAt).not.toBeNull();
    expect(listed[0]?.id).toBe(second.apiKey.id);
  });

  it('revokes a key at once (204), and it is gone from the list and from /api/v1', async () => {
    const key = await makeApiKey(t, 'bob', { name: 'Short-lived' });
    await v1(t, key.secret).get('/me').expect(200);
    await t.as('bob').delete(`/apikeys/${key.apiKey.id}`).expect(204);
    expect((await list('bob')).map((k) => k.id)).not.toContain(key.apiKey.id);
    const refused = await v1(t, key.secret).get('/me');
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('unauthorized');
    // Revoking again, or a key of someone else, or no key at all: 404, in German too.
    const again = await t
      .as('bob')
      .delete(`/apikeys/${key.apiKey.id}`)
      .set('Accept-Language', 'de');
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe(
      'Dieser API-Schlüssel existiert nicht oder wurde widerrufen.',
    );
  });

  it('never lets one person revoke another’s key, not even a site admin', async () => {
    const key = await makeApiKey(t, 'bob', { name: 'Bob’s' });
    for (const path of [`/apikeys/${key.apiKey.id}`, `/site/apikeys/${key.apiKey.id}`]) {
      const response = await t.as('alice').delete(path);
      expect(response.status, path).toBe(404);
    }
    await v1(t, key.secret).get('/me').expect(200);
  });

  it('refuses a bad name or scope with 400 and stores nothing', async () => {
    const keys = () =>
      tenantSnapshot(t.handle.database.db, [t.tenant('acme', 'confluence').clientKey]);
    const before = await keys();
    for (const body of [
      {},
      { name: '', scope: 'read' },
      { name: '   ', scope: 'write' },
      { name: 'x'.repeat(101), scope: 'read' },
      { name: 'CI', scope: 'admin' },
      { name: 'CI', scope: 'read', owner: 'site' },
      { name: 'a\u0000b', scope: 'read' },
    ]) {
      const response = await t.as('bob').post('/apikeys', body).set('Accept-Language', 'de');
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code).toBe('validation_failed');
      expect(response.body.error.message).toMatch(/ungültig/);
    }
    expect(await keys()).toEqual(before);
  });

  it('works per site: a key of acme’s Jira app is not listed in acme’s Confluence app', async () => {
    const jira = await makeApiKey(t, 'bob', { name: 'In Jira', product: 'jira' });
    expect((await list('bob')).map((k) => k.id)).not.toContain(jira.apiKey.id);
    await t.as('bob').delete(`/apikeys/${jira.apiKey.id}`).expect(404);
  });
});

describe('the site’s API keys', () => {
  it('are made, listed and revoked by site admins, and act as the site', async () => {
    const created = await makeApiKey(t, 'alice', { ring: 'site', name: 'Nightly export' });
    expect(created.apiKey.createdBy).toEqual({ id: ALICE, displayName: null });
    const listed = await list('dieter', '/site/apikeys');
    expect(listed.map((k) => k.id)).toContain(created.apiKey.id);
    // A person's own list never shows the site's keys, nor the other way round.
    expect((await list('alice')).map((k) => k.id)).not.toContain(created.apiKey.id);
    const me = await v1(t, created.secret).get('/me').expect(200);
    expect(me.body.data).toMatchObject({
      user: { kind: 'apiKey', id: `apikey:${created.apiKey.id}`, displayName: 'Nightly export' },
      isAdmin: true,
      apiKey: { id: created.apiKey.id, name: 'Nightly export', scope: 'write' },
    });
    await t.as('dieter').delete(`/site/apikeys/${created.apiKey.id}`).expect(204);
    await v1(t, created.secret).get('/me').expect(401);
  });

  it('are not for members who are not site admins: 403, and nothing is stored', async () => {
    const admin = await makeApiKey(t, 'alice', { ring: 'site', name: 'Admin’s' });
    const before = JSON.stringify(await rows());
    for (const request of [
      t.as('bob').get('/site/apikeys'),
      t.as('bob').post('/site/apikeys', { name: 'Mine now', scope: 'write' }),
      t.as('bob').delete(`/site/apikeys/${admin.apiKey.id}`),
    ]) {
      const response = await request.set('Accept-Language', 'de');
      expect(response.status).toBe(403);
      expect(response.body.error).toEqual({
        code: 'forbidden',
        message: 'Nur Website-Administratoren können die API-Schlüssel der Website verwalten.',
      });
    }
    expect(JSON.stringify(await rows())).toBe(before);
    await v1(t, admin.secret).get('/me').expect(200);
  });

  it('are never reachable with a key itself: /api takes no API keys', async () => {
    const key = await makeApiKey(t, 'alice', { ring: 'site' });
    const response = await t.http
      .get('/api/site/apikeys')
      .set('Authorization', `Bearer ${key.secret}`);
    expect(response.status).toBe(401);
  });
});
