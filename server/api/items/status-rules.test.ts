/**
 * Which statuses an item may be given: skipping needs a reason, and custom statuses only
 * while the site shows them (docs/PRODUCT.md, "Domain").
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { makeChecklist, tasks } from '../../test/fixtures';
import type { ChecklistDto } from '../../../shared/checklists';
import type { CustomTaskStatus } from '../../../shared/settings';

const t = useTestApp(['acme', 'confluence']);

const STATUSES: CustomTaskStatus[] = [
  { id: 'verified', name: 'Verified', colour: '#36B37E', category: 'done' },
  { id: 'not-applicable', name: 'Not applicable', colour: '#6B778C', category: 'skipped' },
];
const settings = (showCustomTaskStatus: boolean) =>
  t
    .as('alice')
    .put('/settings', { showCustomTaskStatus, customTaskStatuses: STATUSES })
    .expect(200);

const itemPath = (c: ChecklistDto) => `/checklists/${c.uid}/items/${c.items[0]?.id}`;
const patch = (c: ChecklistDto, body: object, language = 'en') =>
  t
    .as('bob')
    .patch(itemPath(c), { version: 1, ...body })
    .set('Accept-Language', language);

/** The item, the checklist's version and its audit log are as they were when created. */
const expectUnchanged = async (c: ChecklistDto) => {
  const now = (await t.as('bob').get(`/checklists/${c.uid}`)).body.data as ChecklistDto;
  expect(now).toMatchObject({ version: 1, status: 'not_started' });
  expect(now.items[0]).toMatchObject({ status: 'open', skipReason: null, version: 1 });
  const audit = (await t.as('bob').get(`/checklists/${c.uid}/audit`)).body.data.items as {
    action: string;
  }[];
  expect(audit.map((e) => e.action)).toEqual(['created']);
};

describe('skipping an item', () => {
  it('needs a reason, for the built-in status and for a custom one counting as skipped', async () => {
    await settings(true);
    const checklist = await makeChecklist(t, 'bob', { title: 'Skip rules', items: tasks(1) });
    for (const body of [
      { status: 'skipped' },
      { status: 'skipped', skipReason: null },
      { status: 'skipped', skipReason: '   ' },
      { status: 'not-applicable' },
    ]) {
      const response = await patch(checklist, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toMatchObject({
        code: 'validation_failed',
        message: 'Give a reason for skipping this item.',
      });
    }
    const german = await patch(checklist, { status: 'skipped' }, 'de');
    expect(german.body.error.message).toBe(
      'Geben Sie einen Grund an, warum dieser Punkt übersprungen wird.',
    );
    await expectUnchanged(checklist);

    const skipped = await patch(checklist, { status: 'not-applicable', skipReason: 'No server' });
    expect(skipped.status).toBe(200);
    expect(skipped.body.data.item).toMatchObject({
      status: 'not-applicable',
      statusCategory: 'skipped',
      skipReason: 'No server',
    });
  });
});

describe('custom statuses', () => {
  it('are refused while the site does not show them; the built-in ones still work', async () => {
    await settings(false);
    const checklist = await makeChecklist(t, 'bob', { title: 'Hidden statuses', items: tasks(2) });
    for (const body of [
      { status: 'verified' },
      { status: 'not-applicable', skipReason: 'No server' },
    ]) {
      const response = await patch(checklist, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toMatchObject({
        code: 'validation_failed',
        message: 'Custom statuses are switched off on this site. Use Open, Done or Skipped.',
      });
    }
    const german = await patch(checklist, { status: 'verified' }, 'de');
    expect(german.body.error.message).toBe(
      'Eigene Status sind auf dieser Website ausgeschaltet. Verwenden Sie Offen, Erledigt oder Übersprungen.',
    );
    await expectUnchanged(checklist);

    await patch(checklist, { status: 'done' }).expect(200);
    await settings(true);
    const shown = await t
      .as('bob')
      .patch(`/checklists/${checklist.uid}/items/${checklist.items[1]?.id}`, {
        status: 'verified',
        version: 1,
      });
    expect(shown.status).toBe(200);
    expect(shown.body.data.item).toMatchObject({ status: 'verified', statusCategory: 'done' });
  });
});

describe('not applicable and skip, with custom statuses off', () => {
  it('marks an item not applicable without a reason and skips one with a reason, both in the audit log', async () => {
    await settings(false);
    const checklist = await makeChecklist(t, 'bob', { title: 'No custom', items: tasks(2) });
    const na = await patch(checklist, { status: 'not_applicable' });
    expect(na.status, JSON.stringify(na.body)).toBe(200);
    expect(na.body.data.item).toMatchObject({
      status: 'not_applicable',
      statusCategory: 'skipped',
      skipReason: null,
    });
    expect(na.body.data.checklist.progress).toMatchObject({ done: 1, total: 2 });

    const second = `/checklists/${checklist.uid}/items/${checklist.items[1]?.id}`;
    const refused = await t.as('bob').patch(second, { status: 'skipped', version: 1 });
    expect(refused.status).toBe(400);
    const skipped = await t
      .as('bob')
      .patch(second, { status: 'skipped', skipReason: 'No printer', version: 1 });
    expect(skipped.status).toBe(200);
    expect(skipped.body.data.item).toMatchObject({ status: 'skipped', skipReason: 'No printer' });

    const audit = (await t.as('bob').get(`/checklists/${checklist.uid}/audit`)).body.data.items as {
      action: string;
      after: unknown;
    }[];
    const changes = audit.filter((e) => e.action === 'status_changed').map((e) => e.after);
    expect(changes).toEqual(
      expect.arrayContaining([
        { status: 'not_applicable' },
        { status: 'skipped', reason: 'No printer' },
      ]),
    );
  });
});
