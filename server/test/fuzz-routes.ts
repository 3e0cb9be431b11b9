/**
 * Every write route of the API as the fuzz test drives it (server/api/fuzz.test.ts): a world
 * of real data to aim at, and per route a valid request and the kind of each field in it.
 */
import type { TestApp } from './test-app';
import { makeChecklist, makeTemplate } from './fixtures';
import { PNG_DATA_URL } from './images';
import type { FieldKind } from './fuzz-values';
import type { ChecklistDto } from '../../shared/checklists';
import type { TemplateDto } from '../../shared/templates';
import { ITEM_KINDS } from '../../shared/item-kinds';
import { ITEM_STATUS_CATEGORIES } from '../../shared/settings';
import { PLACE_KINDS } from '../../shared/places';
import { VERSION_MAX } from '../../shared/constants';
import { findUser } from '../../e2e/simulator/lib/directory';

export const FUZZ_SITES = ['acme', 'globex'] as const;
const BOB = findUser('bob')?.accountId ?? '';

/** The data the requests aim at; the fuzz cases must leave all of it as it is. */
export interface FuzzWorld {
  template: TemplateDto;
  /** Open, with two tasks, an unsigned and a signed signature item. */
  open: ChecklistDto;
  skipped: ChecklistDto;
  archived: ChecklistDto;
  settingsVersion: number;
  /** Another site's real ids: they must look like ids that do not exist. */
  foreign: { checklist: ChecklistDto; template: TemplateDto };
}

const item = (c: ChecklistDto, index: number) => {
  const found = c.items[index];
  if (!found) throw new Error(`no item ${index}`);
  return found;
};

export async function makeFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  const items = [
    { kind: 'task' as const, text: 'First' },
    { kind: 'task' as const, text: 'Second', mandatory: true },
    { kind: 'signature' as const, text: 'Sign here' },
    { kind: 'signature' as const, text: 'Signed' },
  ];
  const template = await makeTemplate(t, 'alice', items, 'Fuzz template');
  const open = await makeChecklist(t, 'alice', { title: 'Fuzz open', items });
  await t
    .as('alice')
    .put(`/checklists/${open.uid}/items/${item(open, 3).id}/signature`, {
      image: PNG_DATA_URL,
      version: 1,
    })
    .expect(200);
  const skipped = await makeChecklist(t, 'alice', { title: 'Fuzz skipped', items });
  await t.as('alice').post(`/checklists/${skipped.uid}/skip`, { reason: 'Later' }).expect(200);
  const archived = await makeChecklist(t, 'alice', { title: 'Fuzz archived', items });
  await t.as('alice').post(`/checklists/${archived.uid}/archive`).expect(200);
  const settings = await t.as('alice').get('/settings').expect(200);
  const foreignTemplate = await makeTemplate(t, 'alice', items, 'Foreign', 'globex');
  const foreign = await makeChecklist(t, 'alice', { title: 'Foreign', items }, 'globex');
  const reload = async (c: ChecklistDto) =>
    (await t.as('alice').get(`/checklists/${c.uid}`)).body.data as ChecklistDto;
  return {
    template,
    open: await reload(open),
    skipped: await reload(skipped),
    archived: await reload(archived),
    settingsVersion: (settings.body.data as { version: number }).version,
    foreign: { checklist: foreign, template: foreignTemplate },
  };
}

export interface FuzzRoute {
  method: 'post' | 'put' | 'patch' | 'delete';
  /** The pattern, as apiRoutes() lists it. */
  pattern: string;
  /** Valid values of the path parameters. */
  params: (w: FuzzWorld) => Record<string, string>;
  /** Real ids per parameter that must look like nothing: another site's, another kind's. */
  foreignIds?: (w: FuzzWorld) => Record<string, string[]>;
  /** Real ids per parameter the request is refused for (4xx): a checklist in another state. */
  wrongIds?: (w: FuzzWorld) => Record<string, string[]>;
  /** A valid query string, as name → value. */
  query?: (w: FuzzWorld) => Record<string, string>;
  /** A valid body; absent for routes that take none. */
  body?: (w: FuzzWorld) => Record<string, unknown>;
  /** The kind of each field of the body (dotted paths: `items.0.text`). */
  fields?: Record<string, FieldKind>;
  /** Extra invalid values per field (ids that exist elsewhere, people who are not members). */
  wrongValues?: (w: FuzzWorld) => Record<string, unknown[]>;
}

const text = (max: number, min = 0, nullable = false): FieldKind => ({
  kind: 'text',
  max,
  min,
  nullable,
});
const version: FieldKind = { kind: 'int', min: 1, max: VERSION_MAX };
const date: FieldKind = { kind: 'date', nullable: true };
const person = text(128, 1, true);

const templateItem = {
  kind: 'task',
  text: 'A task',
  mandatory: true,
  assigneeId: null,
  dueOffsetDays: 3,
};
const itemFields = (prefix: string, max: number): Record<string, FieldKind> => ({
  [prefix]: { kind: 'array', max, item: templateItem },
  [`${prefix}.0`]: { kind: 'object', strict: true, valid: templateItem },
  [`${prefix}.0.kind`]: { kind: 'enum', values: ITEM_KINDS },
  [`${prefix}.0.text`]: text(2000, 1),
  [`${prefix}.0.mandatory`]: { kind: 'bool' },
  [`${prefix}.0.assigneeId`]: person,
  [`${prefix}.0.dueOffsetDays`]: { kind: 'int', min: 0, max: 3650, nullable: true },
});

const templateBody = () => ({
  title: 'A template',
  description: 'What it is for',
  tags: ['ops'],
  items: [templateItem],
  editorIds: [BOB],
});
const templateFields: Record<string, FieldKind> = {
  title: text(200, 1),
  description: text(10_000),
  tags: { kind: 'array', max: 20, item: 'ops' },
  'tags.0': { kind: 'pattern', letters: true },
  ...itemFields('items', 300),
  editorIds: { kind: 'array', max: 50, item: BOB },
  'editorIds.0': text(128, 1),
};

const status = { id: 'review', name: 'Review', colour: '#36B37E', category: 'open' };
const checklist = (w: FuzzWorld) => ({ uid: w.open.uid });
const itemOf = (c: ChecklistDto, index: number) => ({ uid: c.uid, itemId: item(c, index).id });
const foreignChecklist = (w: FuzzWorld) => ({
  uid: [w.foreign.checklist.uid, w.template.uid, item(w.open, 0).id],
});
const foreignItem = (w: FuzzWorld) => ({
  uid: [w.foreign.checklist.uid],
  itemId: [item(w.foreign.checklist, 0).id, item(w.skipped, 0).id, w.open.uid],
});
const foreignTemplate = (w: FuzzWorld) => ({ uid: [w.foreign.template.uid, w.open.uid] });

export const FUZZ_ROUTES: FuzzRoute[] = [
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
  {
    method: 'put',
    pattern: '/settings',
    params: () => ({}),
    body: (w) => ({
      customTaskStatuses: [status],
      showCustomTaskStatus: true,
      allowPublicShareLinks: false,
      everyoneEditsChecklists: true,
      defaultLanguage: 'de',
      version: w.settingsVersion,
    }),
    fields: {
      customTaskStatuses: { kind: 'array', max: 20, item: status },
      'customTaskStatuses.0': { kind: 'object', strict: false, valid: status },
      'customTaskStatuses.0.id': { kind: 'pattern' },
      'customTaskStatuses.0.name': text(40, 1),
      'customTaskStatuses.0.colour': { kind: 'pattern' },
      'customTaskStatuses.0.category': { kind: 'enum', values: ITEM_STATUS_CATEGORIES },
      showCustomTaskStatus: { kind: 'bool' },
      allowPublicShareLinks: { kind: 'bool' },
      everyoneEditsChecklists: { kind: 'bool' },
      defaultLanguage: { kind: 'enum', values: ['en', 'de'], nullable: true },
      version: { kind: 'int', min: 0, max: VERSION_MAX },
    },
    wrongValues: (w) => ({
      customTaskStatuses: [[status, status]],
      'customTaskStatuses.0.id': ['open', 'done'],
      version: [w.settingsVersion + 1],
    }),
  },
  {
    method: 'put',
    pattern: '/preferences/:key',
    params: () => ({ key: 'showCheckedTasks' }),
    foreignIds: () => ({ key: ['nope', '__proto__', 'constructor', 'hasOwnProperty'] }),
    body: () => ({ value: true }),
    fields: { value: { kind: 'bool' } },
  },
  {
    method: 'post',
    pattern: '/analytics',
    params: () => ({}),
    body: () => ({ events: [{ name: '/web/checklist-overview' }] }),
    fields: {
      events: { kind: 'array', min: 1, max: 50, item: { name: '/web' } },
      'events.0': { kind: 'object', strict: true, valid: { name: '/web' } },
      'events.0.name': { kind: 'pattern' },
    },
    wrongValues: () => ({ 'events.0.name': ['web', '/web?x=1', '/web/😀', `/${'x'.repeat(200)}`] }),
  },
  {
    method: 'post',
    pattern: '/templates',
    params: () => ({}),
    body: templateBody,
    fields: templateFields,
    wrongValues: () => ({ 'editorIds.0': ['557058:nobody'] }),
  },
  {
    method: 'put',
    pattern: '/templates/:uid',
    params: (w) => ({ uid: w.template.uid }),
    foreignIds: foreignTemplate,
    body: () => ({ ...templateBody(), version: 1 }),
    fields: { ...templateFields, version },
    wrongValues: () => ({ 'editorIds.0': ['557058:nobody'], version: [2] }),
  },
  ...(['copy', 'archive', 'unarchive'] as const).map((action): FuzzRoute => ({
    method: 'post',
    pattern: `/templates/:uid/${action}`,
    params: (w) => ({ uid: w.template.uid }),
    foreignIds: foreignTemplate,
  })),
  {
    method: 'delete',
    pattern: '/templates/:uid',
    params: (w) => ({ uid: w.template.uid }),
    foreignIds: foreignTemplate,
  },
  {
    method: 'post',
    pattern: '/examples/:id/copy',
    params: () => ({ id: 'software-release' }),
    foreignIds: () => ({ id: ['nope', 'Software-Release', '__proto__', 'constructor'] }),
  },
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

/** The route's path with its parameters filled in (already URL-encoded values). */
export function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${pattern}`);
    return value;
  });
}
