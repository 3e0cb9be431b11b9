import { beforeAll, describe, expect, it } from 'vitest';
import i18next, { type i18n } from 'i18next';
import en from '../../locales/en.json';
import enFeatures from '../../locales/en.features.json';
import de from '../../locales/de.json';
import deFeatures from '../../locales/de.features.json';
import type { AuditEventDto } from '../../../shared/audit';
import { describeEvent, peopleIn, type DescribeTools } from './describe-event';

const NAMES: Record<string, string> = { 'acc-bob': 'Bob Member', 'acc-clara': 'Clara Mitglied' };
let instance: i18n;

beforeAll(async () => {
  instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    resources: {
      en: { translation: { ...en, ...enFeatures } },
      de: { translation: { ...de, ...deFeatures } },
    },
    interpolation: { escapeValue: false },
  });
});

function tools(language = 'en'): DescribeTools {
  const t = instance.getFixedT(language);
  return {
    t: (key, options) => t(key, options ?? {}),
    nameOf: (id) => NAMES[id] ?? id,
    itemText: (id) => (id === 'item-1' ? 'Deploy to production' : undefined),
    statusLabel: (status) => (status === 'review' ? 'In review' : t(`itemStatus.${status}`)),
    date: (value) => value,
  };
}

const event = (action: AuditEventDto['action'], patch: Partial<AuditEventDto>): AuditEventDto => ({
  id: 'e1',
  checklistUid: 'c1',
  templateUid: null,
  itemId: null,
  itemText: null,
  action,
  actor: { kind: 'atlassian', id: 'acc-alice', displayName: 'Alice Admin' },
  before: null,
  after: null,
  at: '2026-11-23T10:00:00.000Z',
  ...patch,
});

describe('an audit event in words', () => {
  it('names the item and both statuses of a status change, with the skip reason', () => {
    const e = event('status_changed', {
      itemId: 'item-1',
      before: { status: 'review' },
      after: { status: 'skipped', reason: 'Not needed' },
    });
    expect(describeEvent(e, tools())).toBe(
      '“Deploy to production” · In review → Skipped · Reason: Not needed',
    );
  });

  it('says who a checklist was assigned to, and who no longer is', () => {
    const assigned = event('assigned', {
      before: { assigneeId: null },
      after: { assigneeId: 'acc-bob' },
    });
    const cleared = event('assigned', {
      before: { assigneeId: 'acc-bob' },
      after: { assigneeId: null },
    });
    expect(describeEvent(assigned, tools())).toBe('Assigned to Bob Member');
    expect(describeEvent(cleared, tools())).toBe('Bob Member no longer assigned');
    expect(peopleIn(cleared)).toEqual(['acc-bob']);
  });

  it('says who a checklist was assigned from and to when it changes hands', () => {
    const handedOver = event('assigned', {
      before: { assigneeId: 'acc-bob' },
      after: { assigneeId: 'acc-clara' },
    });
    expect(describeEvent(handedOver, tools())).toBe('Assigned from Bob Member to Clara Mitglied');
    expect(describeEvent(handedOver, tools('de'))).toBe(
      'Zuständig: Clara Mitglied statt Bob Member',
    );
    expect(peopleIn(handedOver)).toEqual(['acc-bob', 'acc-clara']);
  });

  it('lists every field of an item edit', () => {
    const e = event('item_edited', {
      itemId: 'item-1',
      before: { text: 'Deploy', mandatory: false, assigneeId: null },
      after: { text: 'Deploy to production', mandatory: true, assigneeId: 'acc-clara' },
    });
    expect(describeEvent(e, tools())).toBe(
      '“Deploy to production” · “Deploy” → “Deploy to production” · now mandatory · Assigned to Clara Mitglied',
    );
  });

  it('falls back to the text an event kept when the item is gone', () => {
    const removed = event('item_removed', { itemId: 'gone', before: { text: 'Old step' } });
    const signed = event('signed', { itemId: 'gone-too', after: { mimeType: 'image/png' } });
    expect(describeEvent(removed, tools())).toBe('“Old step”');
    expect(describeEvent(signed, tools())).toBe('a removed item');
  });

  it('describes a new checklist and a rename', () => {
    const created = event('created', {
      after: { title: 'Release 1.0', items: 3, template: 'Software release' },
    });
    const renamed = event('renamed', { before: { title: 'A' }, after: { title: 'B' } });
    expect(describeEvent(created, tools())).toBe(
      '“Release 1.0” · from “Software release” · 3 items',
    );
    expect(describeEvent(renamed, tools())).toBe('“A” → “B”');
  });

  it("counts a new checklist's items as its progress does: the items to do", () => {
    const created = event('created', { after: { title: 'Release 1.0', items: 15, tasks: 11 } });
    expect(describeEvent(created, tools())).toBe('“Release 1.0” · 11 items to do');
    expect(describeEvent(created, tools('de'))).toBe('„Release 1.0“ · 11 Punkte zu erledigen');
    const one = event('created', { after: { title: 'Tiny', items: 2, tasks: 1 } });
    expect(describeEvent(one, tools())).toBe('“Tiny” · 1 item to do');
  });

  it('speaks German', () => {
    const e = event('due_date_changed', {
      before: { dueDate: null },
      after: { dueDate: '2026-12-01' },
    });
    expect(describeEvent(e, tools('de'))).toBe('kein Datum → 2026-12-01');
    const note = event('note_changed', { itemId: 'item-1', after: { note: null } });
    expect(describeEvent(note, tools('de'))).toBe('„Deploy to production“ · Notiz entfernt');
  });
});
