/**
 * The fuzz test's checklist routes (server/api/fuzz.test.ts): per route a valid request on the
 * fuzz world's checklists and items, the kind of each field in it, and the ids and values that
 * must be refused.
 */
import { PNG_DATA_URL } from './images';
import {
  BOB,
  date,
  itemFields,
  person,
  templateItem,
  text,
  version,
  type FuzzRoute,
} from './fuzz-payloads';
import { item, type FuzzWorld } from './fuzz-world';
import type { ChecklistDto } from '../../shared/checklists';
import { ITEM_KINDS } from '../../shared/item-kinds';
import { PLACE_KINDS } from '../../shared/places';

const checklist = (w: FuzzWorld) => ({ uid: w.open.uid });
const itemOf = (c: ChecklistDto, index: number) => ({ uid: c.uid, itemId: item(c, index).id });
const foreignChecklist = (w: FuzzWorld) => ({
  uid: [w.foreign.checklist.uid, w.template.uid, item(w.open, 0).id],
});
const foreignItem = (w: FuzzWorld) => ({
  uid: [w.foreign.checklist.uid],
  itemId: [item(w.foreign.checklist, 0).id, item(w.skipped, 0).id, w.open.uid],
});

/** The routes on a checklist's items. */
export const FUZZ_ITEM_ROUTES: FuzzRoute[] = [
  {
    method: 'post',
    pattern: '/checklists/:uid/items',
    params: checklist,
    foreignIds: foreignChecklist,
    body: (w) => ({
      kind: 'task',
      text: 'New task',
      mandatory: false,
      assigneeId: BOB,
      dueDate: '2032-02-29',
      afterItemId: item(w.open, 0).id,
    }),
    fields: {
      kind: { kind: 'enum', values: ITEM_KINDS },
      text: text(2000, 1),
      mandatory: { kind: 'bool' },
      assigneeId: person,
      dueDate: date,
      afterItemId: { kind: 'pattern', nullable: true },
    },
    wrongValues: (w) => ({
      afterItemId: [item(w.foreign.checklist, 0).id, item(w.skipped, 0).id, 'abcdefghij'],
      assigneeId: ['557058:nobody'],
    }),
  },
  {
    method: 'patch',
    pattern: '/checklists/:uid/items/:itemId',
    params: (w) => itemOf(w.open, 0),
    foreignIds: foreignItem,
    body: () => ({
      status: 'done',
      note: 'A note',
      text: 'Edited',
      mandatory: true,
      assigneeId: BOB,
      dueDate: '2032-02-29',
      version: 1,
    }),
    fields: {
      status: { kind: 'pattern' },
      skipReason: text(500, 0, true),
      note: text(2000, 0, true),
      text: text(2000, 1),
      mandatory: { kind: 'bool' },
      assigneeId: person,
      dueDate: date,
      version,
    },
    wrongValues: () => ({ status: ['nope'], assigneeId: ['557058:nobody'], version: [2, 99] }),
  },
  {
    method: 'post',
    pattern: '/checklists/:uid/items/:itemId/move',
    params: (w) => itemOf(w.open, 0),
    foreignIds: foreignItem,
    body: (w) => ({ afterItemId: item(w.open, 1).id, version: 1 }),
    fields: { afterItemId: { kind: 'pattern', nullable: true }, version },
    wrongValues: (w) => ({
      afterItemId: [item(w.foreign.checklist, 1).id, 'abcdefghij'],
      version: [2, 99],
    }),
  },
  {
    method: 'delete',
    pattern: '/checklists/:uid/items/:itemId',
    params: (w) => itemOf(w.open, 0),
    foreignIds: foreignItem,
    query: () => ({ version: '1' }),
  },
  {
    method: 'put',
    pattern: '/checklists/:uid/items/:itemId/signature',
    params: (w) => itemOf(w.open, 2),
    foreignIds: foreignItem,
    body: () => ({ image: PNG_DATA_URL, version: 1 }),
    fields: { image: { kind: 'image' }, version },
    wrongValues: () => ({ version: [2] }),
  },
  {
    method: 'delete',
    pattern: '/checklists/:uid/items/:itemId/signature',
    params: (w) => itemOf(w.open, 3),
    foreignIds: foreignItem,
    query: (w) => ({ version: String(item(w.open, 3).version) }),
  },
];

/** The routes on checklists themselves. */
export const FUZZ_CHECKLIST_ROUTES: FuzzRoute[] = [
  {
    method: 'post',
    pattern: '/checklists',
    params: () => ({}),
    body: (w) => ({
      templateUid: w.template.uid,
      title: 'A checklist',
      items: [templateItem],
      place: { kind: 'confluence_page', id: '10001', macroId: 'm-1' },
      assigneeId: BOB,
      dueDate: '2032-02-29',
    }),
    fields: {
      templateUid: { kind: 'pattern' },
      title: text(200, 1),
      ...itemFields('items', 300),
      place: {
        kind: 'object',
        strict: true,
        valid: { kind: 'confluence_page', id: '10001', macroId: 'm-1' },
      },
      'place.kind': { kind: 'enum', values: PLACE_KINDS.filter((k) => k !== 'confluence_page') },
      'place.id': { kind: 'pattern' },
      'place.macroId': text(100),
      assigneeId: person,
      dueDate: date,
    },
    wrongValues: (w) => ({
      templateUid: [w.foreign.template.uid, w.open.uid],
      'place.kind': ['standalone', 'jira_issue'],
      'place.id': ['-1', '1.5', '1'.repeat(21)],
      assigneeId: ['557058:nobody'],
    }),
  },
  {
    method: 'patch',
    pattern: '/checklists/:uid',
    params: checklist,
    foreignIds: foreignChecklist,
    body: () => ({ title: 'Renamed', assigneeId: BOB, dueDate: '2032-02-29', metaVersion: 1 }),
    fields: { title: text(200, 1), assigneeId: person, dueDate: date, metaVersion: version },
    wrongValues: () => ({ assigneeId: ['557058:nobody'], metaVersion: [2] }),
  },
  {
    method: 'post',
    pattern: '/checklists/:uid/skip',
    params: checklist,
    foreignIds: foreignChecklist,
    wrongIds: (w) => ({ uid: [w.skipped.uid, w.archived.uid] }),
    body: () => ({ reason: 'Not needed' }),
    fields: { reason: text(500, 1) },
  },
  {
    method: 'post',
    pattern: '/checklists/:uid/reopen',
    params: (w) => ({ uid: w.skipped.uid }),
    foreignIds: foreignChecklist,
    wrongIds: (w) => ({ uid: [w.open.uid, w.archived.uid] }),
  },
  {
    method: 'post',
    pattern: '/checklists/:uid/archive',
    params: checklist,
    foreignIds: foreignChecklist,
  },
  {
    method: 'post',
    pattern: '/checklists/:uid/unarchive',
    params: (w) => ({ uid: w.archived.uid }),
    foreignIds: foreignChecklist,
  },
  {
    method: 'delete',
    pattern: '/checklists/:uid',
    params: checklist,
    foreignIds: foreignChecklist,
  },
];

/** A checklist's share links (docs/SHARING.md). */
export const FUZZ_SHARE_ROUTES: FuzzRoute[] = [
  {
    method: 'post',
    pattern: '/checklists/:uid/shares',
    params: checklist,
    foreignIds: foreignChecklist,
    wrongIds: (w) => ({ uid: [w.archived.uid] }),
    body: () => ({ permission: 'check', label: 'Gate', expiresAt: '2999-01-01T00:00:00.000Z' }),
    fields: {
      permission: { kind: 'enum', values: ['view', 'check'] },
      label: text(100),
    },
    wrongValues: () => ({
      permission: ['edit', 'CHECK'],
      expiresAt: ['tomorrow', '2020-01-01T00:00:00Z', 12],
    }),
  },
  {
    method: 'delete',
    pattern: '/checklists/:uid/shares/:shareUid',
    params: (w) => ({ uid: w.open.uid, shareUid: w.share }),
    // Another checklist's link, and ids of other things, look like no link.
    foreignIds: (w) => ({
      uid: [w.foreign.checklist.uid, w.skipped.uid],
      shareUid: [w.open.uid, 'A'.repeat(22), w.apiKeys.own],
    }),
  },
];
