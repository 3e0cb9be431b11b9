/**
 * Read-only statistics through a share link (docs/STATISTICS.md, docs/SHARING.md): the link's
 * holder reads its checklist's statistics, the same figures a member sees, with no session, at
 * `/external/stats/:shareUid`; a link that does not open answers the same "not available"
 * as everywhere, and nothing changes.
 */
import { describe, expect, it } from 'vitest';
import supertest from 'supertest';
import { useTestApp } from '../../test/use-test-app';
import { makeChecklist, tasks } from '../../test/fixtures';
import { tenantSnapshot } from '../../test/tenant-snapshot';
import type { ChecklistDto } from '../../../shared/checklists';
import type { ShareDto } from '../../../shared/shares';
import type { ChecklistStatisticsDto } from '../../../shared/statistics';

const t = useTestApp(['acme', 'confluence']);

const http = () => supertest(t.handle.app);
const visitor = (shareUid: string, path: string, name = 'Dana') =>
  http()
    .get(`/api${path}`)
    .set('Authorization', `Share ${shareUid}`)
    .set('X-Share-Visitor', encodeURIComponent(name));
const statsPage = (shareUid: string, language = 'en') =>
  http().get(`/external/stats/${shareUid}`).set('Accept-Language', language);

const allowShares = async (allow: boolean) => {
  await t.as('alice').put('/settings', { allowPublicShareLinks: allow }).expect(200);
};
const share = async (uid: string, body: object) => {
  const response = await t.as('bob').post(`/checklists/${uid}/shares`, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as ShareDto;
};
const snapshot = () =>
  tenantSnapshot(t.handle.database.db, [t.tenant('acme', 'confluence').clientKey]);

const TODAY = '2027-08-12';
const NOT_AVAILABLE = { en: 'This link is not available', de: 'Dieser Link ist nicht verfügbar' };

describe('statistics through a share link', () => {
  let checklist: ChecklistDto;
  let other: ChecklistDto;
  let link: ShareDto;

  it('give the link’s holder the same figures as a member, with no session', async () => {
    checklist = await makeChecklist(t, 'bob', { title: 'Gate check', items: tasks(3) });
    other = await makeChecklist(t, 'bob', { title: 'Private', items: tasks(1) });
    await allowShares(true);
    link = await share(checklist.uid, { permission: 'check', label: 'Gate' });
    const [first, second] = checklist.items;
    await t
      .as('bob')
      .patch(`/checklists/${checklist.uid}/items/${first!.id}`, {
        status: 'done',
        version: first!.version,
      })
      .expect(200);
    await http()
      .patch(`/api/checklists/${checklist.uid}/items/${second!.id}`)
      .set('Authorization', `Share ${link.shareUid}`)
      .set('X-Share-Visitor', 'Dana')
      .send({ status: 'done', version: second!.version })
      .expect(200);

    const path = `/checklists/${checklist.uid}/statistics?today=${TODAY}`;
    const viewLink = await share(checklist.uid, { permission: 'view' });
    const member = (await t.as('bob').get(path).expect(200)).body.data as ChecklistStatisticsDto;
    for (const uid of [link.shareUid, viewLink.shareUid]) {
      const shared = (await visitor(uid, path).expect(200)).body.data as ChecklistStatisticsDto;
      // The same figures; the people are numbered, not named (docs/SHARING.md).
      expect(shared).toEqual({
        ...member,
        contributions: member.contributions.map((entry, index) => ({
          ...entry,
          actorId: `contributor-${index + 1}`,
          actorName: null,
        })),
        skippedItems: member.skippedItems.map((item) => ({ ...item, by: null })),
        overdueItems: member.overdueItems.map((item) => ({ ...item, assigneeId: null })),
      });
      expect(JSON.stringify(shared)).not.toContain('557058:');
    }
    expect(member.progress).toEqual({ settled: 2, total: 3, percent: 66 });
    expect(member.contributions.map((c) => [c.actorName, c.statusChanges])).toEqual(
      expect.arrayContaining([['"Gate" · Dana', 1]]),
    );
  });

  it('open at /external/stats/:shareUid: never indexed, no referrer, in the visitor’s language', async () => {
    const response = await statsPage(link.shareUid, 'de').expect(200);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.text).toContain('lang="de"');
    expect(response.text).toContain('id="root"');
  });

  it('reach only that checklist’s: another checklist’s, a template’s, bad queries are refused, nothing changes', async () => {
    const before = await snapshot();
    const refusals: [string, number][] = [
      [`/checklists/${other.uid}/statistics`, 404],
      [`/templates/${checklist.templateUid ?? 'none'}/statistics`, 404],
      [`/checklists/${encodeURIComponent('../x')}/statistics`, 404],
      [`/checklists/%E0%A4%A/statistics`, 404],
      [`/checklists/${checklist.uid}/statistics?today=tomorrow`, 400],
      [`/checklists/${checklist.uid}/statistics?extra=1`, 400],
      [`/checklists/${checklist.uid}/statistics?today=2027-02-30`, 400],
    ];
    for (const [path, status] of refusals) {
      const response = await visitor(link.shareUid, path);
      expect(response.status, path).toBe(status);
      expect(response.body.error?.code, path).toBeDefined();
    }
    expect(await snapshot()).toEqual(before);
  });

  it('unknown, malformed, revoked, expired or with the setting off: the same “not available”', async () => {
    const revoked = await share(checklist.uid, { permission: 'view', label: 'Once' });
    await t.as('bob').delete(`/checklists/${checklist.uid}/shares/${revoked.shareUid}`).expect(204);
    const expired = await share(checklist.uid, { permission: 'view' });
    await t.handle.database.db
      .updateTable('checklist_shares')
      .set({ expires_at: '2020-01-01T00:00:00.000Z' })
      .where('share_uid', '=', expired.shareUid)
      .execute();
    const before = await snapshot();
    const pages = new Set<string>();
    const path = `/checklists/${checklist.uid}/statistics`;
    const refused = async (uid: string) => {
      const api = await visitor(uid, path);
      expect(api.status, uid).toBe(404);
      expect(api.body.error.message).toBe('This link is not available.');
      const answer = await statsPage(uid);
      expect(answer.status, uid).toBe(404);
      expect(answer.text).toContain(NOT_AVAILABLE.en);
      pages.add(answer.text);
    };
    for (const uid of [
      revoked.shareUid,
      expired.shareUid,
      'A'.repeat(22),
      'not-a-share',
      '%E0%A4%A',
    ])
      await refused(uid);
    expect((await statsPage('A'.repeat(22), 'de')).text).toContain(NOT_AVAILABLE.de);
    // The checklist page's "not available" is the same page.
    pages.add((await http().get(`/s/${'A'.repeat(22)}`)).text);
    expect(await snapshot()).toEqual(before);

    await allowShares(false);
    await refused(link.shareUid);
    expect(pages.size).toBe(1);
    await allowShares(true);
    await visitor(link.shareUid, path).expect(200);
  });
});
