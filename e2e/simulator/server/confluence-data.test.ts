import { describe, expect, it } from 'vitest';
import {
  ConfluenceData,
  FIRST_NEW_PAGE_ID,
  copyOf,
  macroAtVersion,
  normalizeBody,
  permitted,
} from './confluence-data';
import type { SimMacro, SimPage } from './fixtures';

const page = (): SimPage => ({
  id: '10001',
  spaceKey: 'SIM',
  title: 'Release process',
  version: 3,
  body: '<p>Steps</p><macro id="m-1"/>',
  macros: [{ moduleKey: 'checklist', id: 'm-1', params: { templateUid: 't-1' } }],
});

describe('a copied page', () => {
  it('keeps the body, the macro ids and their parameters, as Confluence copies them', () => {
    const copy = copyOf(page(), '10100');
    expect(copy).toMatchObject({ id: '10100', title: 'Copy of Release process', version: 1 });
    expect(copy.body).toBe(page().body);
    expect(copy.macros).toEqual(page().macros);
  });

  it('is a page of its own: changing the copy leaves the original as it was', () => {
    const data = new ConfluenceData();
    const original = data.find('10001')!;
    const copy = data.copy(original);
    expect(Number(copy.id)).toBeGreaterThanOrEqual(FIRST_NEW_PAGE_ID);
    expect(copy.macros.map((m) => m.id)).toEqual(original.macros.map((m) => m.id));
    copy.macros[0]!.params.templateUid = 'changed';
    expect(original.macros[0]!.params.templateUid).toBeUndefined();
  });
});

describe('who may read and update a page', () => {
  it('is everyone, unless the page is restricted to some accounts', () => {
    expect(permitted(page(), '557058:sim-bob')).toBe(true);
    expect(permitted(page(), undefined)).toBe(true);
    const restricted = { ...page(), restrictedTo: ['557058:sim-bob'] };
    expect(permitted(restricted, '557058:sim-bob')).toBe(true);
    expect(permitted(restricted, '557058:sim-alice')).toBe(false);
    expect(permitted(restricted, undefined)).toBe(false);
  });
});

describe('a macro of a page version', () => {
  const snapshots: { version: number; macros: SimMacro[] }[] = [
    { version: 3, macros: [{ moduleKey: 'checklist', id: 'm-1', params: { a: '1' } }] },
    {
      version: 5,
      macros: [
        { moduleKey: 'checklist', id: 'm-1', params: { a: '2' } },
        { moduleKey: 'checklist-list', id: 'm-2', params: {} },
      ],
    },
  ];

  it('is found in the newest snapshot at or before that version', () => {
    expect(macroAtVersion(snapshots, 5, 3, 'm-1')?.params).toEqual({ a: '1' });
    expect(macroAtVersion(snapshots, 5, 4, 'm-1')?.params).toEqual({ a: '1' });
    expect(macroAtVersion(snapshots, 5, 5, 'm-1')?.params).toEqual({ a: '2' });
    expect(macroAtVersion(snapshots, 5, 4, 'm-2')).toBeUndefined();
    expect(macroAtVersion(snapshots, 5, 5, 'm-2')?.moduleKey).toBe('checklist-list');
  });

  it('takes a seeded page to have had its macros since version 1', () => {
    expect(macroAtVersion(snapshots, 5, 1, 'm-1')?.params).toEqual({ a: '1' });
  });

  it('is missing for a version the page never had', () => {
    expect(macroAtVersion(snapshots, 5, 6, 'm-1')).toBeUndefined();
    expect(macroAtVersion(snapshots, 5, 0, 'm-1')).toBeUndefined();
    expect(macroAtVersion(snapshots, 5, Number.NaN, 'm-1')).toBeUndefined();
  });

  it('follows publishing and added macros', () => {
    const data = new ConfluenceData();
    const seeded = data.find('10001')!;
    const first = seeded.macros[0]!.id;
    const added = data.addMacro(seeded, 'checklist', { title: 'Second' });
    expect(seeded.version).toBe(4);
    expect(data.macroAt(seeded, 3, added.id)).toBeUndefined();
    expect(data.macroAt(seeded, 4, added.id)?.params).toEqual({ title: 'Second' });
    data.publish(seeded, { title: seeded.title, body: '', macros: [seeded.macros[0]!] });
    expect(data.macroAt(seeded, 5, added.id)).toBeUndefined();
    expect(data.macroAt(seeded, 5, first)).toBeDefined();
  });
});

describe('pages of a site', () => {
  it('start from the fixtures, and new ones count from 10100', () => {
    const data = new ConfluenceData();
    expect(data.list().map((p) => p.id)).toEqual(['10001', '10002', '10003']);
    const created = data.create({ spaceKey: 'TEAM', title: 'New', macros: [] });
    expect(created).toMatchObject({ id: String(FIRST_NEW_PAGE_ID), version: 1 });
  });

  it('are each site’s own', () => {
    const acme = new ConfluenceData();
    const globex = new ConfluenceData();
    const created = acme.create({ spaceKey: 'SIM', title: 'Only in acme', macros: [] });
    expect(globex.find(created.id)).toBeUndefined();
    acme.find('10001')!.title = 'Renamed';
    expect(globex.find('10001')!.title).toBe('Release process');
  });

  it('give a page created in the editor the id its draft had', () => {
    const data = new ConfluenceData();
    const draftId = data.reserveId();
    data.reserveId();
    const created = data.create(
      { spaceKey: 'SIM', title: 'Drafted', macros: [{ moduleKey: 'checklist', params: {} }] },
      draftId,
    );
    expect(created.id).toBe(draftId);
    expect(created.body).toBe(`<macro id="${created.macros[0]!.id}"/>`);
    expect(created.macros[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('a body and its macros', () => {
  it('are made consistent: markers in order, missing markers appended, unknown ones dropped', () => {
    const a = { moduleKey: 'checklist', id: 'a', params: {} };
    const b = { moduleKey: 'checklist', id: 'b', params: {} };
    expect(normalizeBody('<p>x</p><macro id="b"/><macro id="zz"/>', [a, b])).toEqual({
      body: '<p>x</p><macro id="b"/><macro id="a"/>',
      macros: [b, a],
    });
  });
});
