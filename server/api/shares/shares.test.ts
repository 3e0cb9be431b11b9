/**
 * Share links (docs/SHARING.md): made, listed and revoked by whoever may change a checklist's
 * structure (and site admins) once the site allows them; a visitor with no Atlassian, Forge or
 * portal session reads that one checklist, ticks it with a `check` link under the name they
 * gave, and reaches nothing else. Every link that does not open answers the same 404.
 */
import { describe, expect, it } from 'vitest';
import supertest from 'supertest';
import { useTestApp } from '../../test/use-test-app';
import { makeChecklist, tasks } from '../../test/fixtures';
import { tenantSnapshot } from '../../test/tenant-snapshot';
import type { ChecklistDto } from '../../../shared/checklists';
import type { ShareDto } from '../../../shared/shares';
import type { AuditEventDto } from '../../../shared/audit';

const t = useTestApp(['acme', 'confluence'], ['globex', 'confluence']);

const visitor = (shareUid: string, name?: string) => {
  const http = supertest(t.handle.app);
  const auth = (test: supertest.Test) => {
    test.set('Authorization', `Share ${shareUid}`);
    if (name !== undefined) test.set('X-Share-Visitor', encodeURIComponent(name));
    return test;
  };
  return {
    get: (path: string) => auth(http.get(`/api${path}`)),
    patch: (path: string, body: object) => auth(http.patch(`/api${path}`)).send(body),
    post: (path: string, body: object) => auth(http.post(`/api${path}`)).send(body),
    put: (path: string, body: object) => auth(http.put(`/api${path}`)).send(body),
    delete: (path: string) => auth(http.delete(`/api${path}`)),
  };
};
const page = (shareUid: string, language = 'en') =>
  supertest(t.handle.app).get(`/s/${shareUid}`).set('Accept-Language', language);

const allowShares = async (allow: boolean, site = 'acme') => {
  const response = await t.as('alice', site).put('/settings', { allowPublicShareLinks: allow });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
};
const share = async (uid: string, body: object, user = 'bob', site = 'acme') => {
  const response = await t.as(user, site).post(`/checklists/${uid}/shares`, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as ShareDto;
};
const shares = async (uid: string, user = 'bob') =>
  (
    (await t.as(user).get(`/checklists/${uid}/shares`).expect(200)).body.data as {
      shares: ShareDto[];
    }
  ).shares;

const snapshot = () =>
  tenantSnapshot(t.handle.database.db, [t.tenant('acme', 'confluence').clientKey]);

const NOT_AVAILABLE = { en: 'This link is not available', de: 'Dieser Link ist nicht verfügbar' };

describe('share links', () => {
  let checklist: ChecklistDto;
  let other: ChecklistDto;

  it('are off by default: nobody can make one, and nothing changes', async () => {
    checklist = await makeChecklist(t, 'bob', { title: 'Gate check', items: tasks(3) });
    other = await makeChecklist(t, 'bob', { title: 'Private', items: tasks(1) });
    const before = await snapshot();
    const refused = await t
      .as('bob')
      .post(`/checklists/${checklist.uid}/shares`, { permission: 'check' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('turned off');
    expect(await snapshot()).toEqual(before);
  });

  it('once allowed, the checklist’s creator shares it; members without structure rights may not', async () => {
    await allowShares(true);
    const link = await share(checklist.uid, { permission: 'check', label: 'Gate' });
    expect(link.shareUid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link).toMatchObject({ permission: 'check', label: 'Gate', lastUsedAt: null });
    expect((await shares(checklist.uid)).map((s) => s.shareUid)).toEqual([link.shareUid]);
    // A site admin lists it too; a member who may not change the structure sees nothing.
    expect((await shares(checklist.uid, 'alice')).map((s) => s.shareUid)).toEqual([link.shareUid]);
    const before = await snapshot();
    for (const [method, path] of [
      ['get', `/checklists/${checklist.uid}/shares`],
      ['post', `/checklists/${checklist.uid}/shares`],
      ['delete', `/checklists/${checklist.uid}/shares/${link.shareUid}`],
    ] as const) {
      const client = t.as('clara');
      const response =
        method === 'post'
          ? await client.post(path, { permission: 'view' })
          : await client[method](path);
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
    // The permissions say so.
    const asClara = (await t.as('clara').get(`/checklists/${checklist.uid}`).expect(200)).body
      .data as ChecklistDto;
    expect(asClara.permissions.canShare).toBe(false);
    expect(checklist.permissions.canShare).toBe(true);
  });

  it('a `check` link opens the checklist with no session, ticks it under the visitor’s name, and the log says so', async () => {
    const [link] = await shares(checklist.uid);
    const guest = visitor(link!.shareUid, 'Dana Visitor');
    const session = (await guest.get('/share').expect(200)).body.data;
    expect(session).toEqual({ checklistUid: checklist.uid, permission: 'check', label: 'Gate' });
    const read = (await guest.get(`/checklists/${checklist.uid}`).expect(200)).body
      .data as ChecklistDto;
    expect(read.title).toBe('Gate check');
    expect(read.permissions).toEqual({
      canWork: true,
      canEdit: false,
      canArchive: false,
      canDelete: false,
      canShare: false,
    });
    const item = read.items[0]!;
    await guest
      .patch(`/checklists/${checklist.uid}/items/${item.id}`, {
        status: 'done',
        version: item.version,
      })
      .expect(200);
    await guest
      .patch(`/checklists/${checklist.uid}/items/${item.id}`, {
        note: 'Seen at 9:00',
        version: item.version + 1,
      })
      .expect(200);

    const log = (await t.as('bob').get(`/checklists/${checklist.uid}/audit`).expect(200)).body.data
      .items as AuditEventDto[];
    const ticked = log.find((e) => e.action === 'status_changed');
    expect(ticked?.actor).toMatchObject({ kind: 'share', displayName: '"Gate" · Dana Visitor' });
    expect(JSON.stringify(log)).not.toContain(link!.shareUid);
    expect(log.some((e) => e.action === 'shared')).toBe(true);
    expect((await shares(checklist.uid))[0]?.lastUsedAt).not.toBeNull();
  });

  it('reaches nothing else: other checklists, templates, people, the log, structure changes', async () => {
    const [link] = await shares(checklist.uid);
    const guest = visitor(link!.shareUid, 'Eve');
    const item = checklist.items[1]!;
    const before = await snapshot();
    const refusals: [supertest.Test, number][] = [
      [guest.get(`/checklists/${other.uid}`), 404],
      [guest.get(`/checklists/${other.uid}/events`), 404],
      [
        guest.patch(`/checklists/${other.uid}/items/${other.items[0]!.id}`, {
          status: 'done',
          version: 1,
        }),
        404,
      ],
      [guest.get('/checklists'), 404],
      [guest.get('/templates'), 404],
      [guest.get('/users/search?query=a'), 404],
      [guest.get('/me'), 404],
      [guest.get(`/checklists/${checklist.uid}/audit`), 404],
      [guest.get(`/checklists/${checklist.uid}/shares`), 404],
      [guest.post(`/checklists/${checklist.uid}/shares`, { permission: 'check' }), 404],
      [
        guest.post(`/checklists/${checklist.uid}/items`, {
          kind: 'task',
          text: 'Mine',
          version: 1,
        }),
        404,
      ],
      [guest.delete(`/checklists/${checklist.uid}`), 404],
      [guest.put('/settings', { allowPublicShareLinks: false }), 404],
      [
        guest.patch(`/checklists/${checklist.uid}/items/${item.id}`, {
          text: 'Renamed',
          version: item.version,
        }),
        403,
      ],
      [
        guest.patch(`/checklists/${checklist.uid}/items/${item.id}`, {
          mandatory: true,
          version: item.version,
        }),
        403,
      ],
      [
        guest.patch(`/checklists/${checklist.uid}/items/${item.id}`, {
          assigneeId: '557058:sim-bob',
          version: item.version,
        }),
        403,
      ],
    ];
    for (const [index, [request, status]] of refusals.entries()) {
      const response = await request;
      expect(response.status, `refusal ${index}`).toBe(status);
      expect(response.body.error).toBeDefined();
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a `view` link reads but cannot tick', async () => {
    const link = await share(checklist.uid, { permission: 'view', label: 'Auditor' });
    const guest = visitor(link.shareUid, 'Vic');
    const read = (await guest.get(`/checklists/${checklist.uid}`).expect(200)).body
      .data as ChecklistDto;
    expect(read.permissions.canWork).toBe(false);
    const item = read.items[2]!;
    const before = await snapshot();
    const refused = await guest
      .patch(`/checklists/${checklist.uid}/items/${item.id}`, {
        status: 'done',
        version: item.version,
      })
      .set('Accept-Language', 'de');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(
      'Mit diesem Freigabelink können Sie die Checkliste ansehen, aber nicht ändern.',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('its page is never indexed and sends no referrer; it opens in the visitor’s language', async () => {
    const [link] = await shares(checklist.uid);
    const response = await page(link!.shareUid, 'de').expect(200);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.text).toContain('lang="de"');
  });

  it('revoked, expired, unknown, malformed, or with the setting off: the same “not available”', async () => {
    const revoked = await share(checklist.uid, { permission: 'check', label: 'Once' });
    await t.as('bob').delete(`/checklists/${checklist.uid}/shares/${revoked.shareUid}`).expect(204);
    // Revoking again, or through another checklist: 404.
    await t.as('bob').delete(`/checklists/${checklist.uid}/shares/${revoked.shareUid}`).expect(404);
    const expired = await share(checklist.uid, { permission: 'view' });
    await t.handle.database.db
      .updateTable('checklist_shares')
      .set({ expires_at: '2020-01-01T00:00:00.000Z' })
      .where('share_uid', '=', expired.shareUid)
      .execute();
    expect(
      (await shares(checklist.uid)).find((s) => s.shareUid === expired.shareUid)?.expired,
    ).toBe(true);
    const unknown = 'A'.repeat(22);
    const pages = new Set<string>();
    for (const uid of [revoked.shareUid, expired.shareUid, unknown, 'not-a-share', '%E0%A4%A']) {
      const api = await visitor(uid).get(`/checklists/${checklist.uid}`);
      expect(api.status, uid).toBe(404);
      expect(api.body.error.message).toBe('This link is not available.');
      const answer = await page(uid);
      expect(answer.status, uid).toBe(404);
      expect(answer.text).toContain(NOT_AVAILABLE.en);
      pages.add(answer.text);
    }
    expect(pages.size).toBe(1);
    expect((await page(unknown, 'de')).text).toContain(NOT_AVAILABLE.de);

    const open = (await shares(checklist.uid)).find((s) => s.label === 'Gate');
    await visitor(open!.shareUid).get(`/checklists/${checklist.uid}`).expect(200);
    await allowShares(false);
    const off = await visitor(open!.shareUid).get(`/checklists/${checklist.uid}`);
    expect(off.status).toBe(404);
    expect((await page(open!.shareUid)).text).toContain(NOT_AVAILABLE.en);
    expect([...pages][0]).toBe((await page(open!.shareUid)).text);
    await allowShares(true);
    await visitor(open!.shareUid).get(`/checklists/${checklist.uid}`).expect(200);
  });

  it('another site’s link reaches nothing of this one, and its ids are 404 here', async () => {
    await allowShares(true, 'globex');
    const theirs = await makeChecklist(t, 'bob', { title: 'Globex', items: tasks(1) }, 'globex');
    const link = await share(theirs.uid, { permission: 'check' }, 'bob', 'globex');
    await visitor(link.shareUid).get(`/checklists/${checklist.uid}`).expect(404);
    await visitor(link.shareUid).get(`/checklists/${theirs.uid}`).expect(200);
    await t.as('bob').delete(`/checklists/${checklist.uid}/shares/${link.shareUid}`).expect(404);
    await t.as('bob').get(`/checklists/${theirs.uid}/shares`).expect(404);
  });

  it('refuses bad input with a 400 and no change', async () => {
    const before = await snapshot();
    for (const body of [
      {},
      { permission: 'edit' },
      { permission: 'check', label: 'x'.repeat(101) },
      { permission: 'check', expiresAt: 'tomorrow' },
      { permission: 'check', expiresAt: '2020-01-01T00:00:00Z' },
      { permission: 'check', extra: true },
    ]) {
      const response = await t.as('bob').post(`/checklists/${checklist.uid}/shares`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
  });
});
