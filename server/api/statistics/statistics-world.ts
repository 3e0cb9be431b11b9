/**
 * A history for the statistics tests, made through the API at chosen times (the clock is
 * Date's, faked while seeding), and the model the tests compute the expected figures from,
 * independently of the server: what each person did, when, to which item.
 */
import { expect, vi } from 'vitest';
import type { TestApp } from '../../test/test-app';
import type { ChecklistDto } from '../../../shared/checklists';
import type { CustomTaskStatus } from '../../../shared/settings';

export const STATUSES: CustomTaskStatus[] = [
  { id: 'verified', name: 'Verified', colour: '#36B37E', category: 'done' },
  { id: 'blocked', name: 'Blocked', colour: '#FF5630', category: 'open' },
  { id: 'waived', name: 'Waived', colour: '#6B778C', category: 'skipped' },
];
const CATEGORY: Record<string, 'open' | 'done' | 'skipped'> = {
  open: 'open',
  done: 'done',
  skipped: 'skipped',
  not_applicable: 'skipped',
  ...Object.fromEntries(STATUSES.map((s) => [s.id, s.category])),
};
export const categoryOf = (status: string) => CATEGORY[status] ?? 'open';

export interface ModelItem {
  id: string;
  text: string;
  status: string;
  setAt: string | null;
  setBy: string | null;
  reason: string | null;
  dueDate: string | null;
}
export interface ModelChecklist {
  uid: string;
  createdAt: string;
  createdBy: string;
  hidden: boolean;
  items: ModelItem[];
  completedAt: string | null;
  /** Every audit event the test caused: who, what, when. */
  events: { actor: string; action: string; at: string }[];
  /** Settled countable items after each change: [time, count]. */
  settledAfter: [string, number][];
}

const settledCount = (c: ModelChecklist) =>
  c.items.filter((i) => categoryOf(i.status) !== 'open').length;

export function world(t: TestApp) {
  const checklists: ModelChecklist[] = [];
  const at = (iso: string) => vi.setSystemTime(new Date(iso));

  async function create(
    user: string,
    when: string,
    templateUid: string,
    options: { place?: object; hidden?: boolean } = {},
  ) {
    at(when);
    const response = await t.as(user).post('/checklists', {
      templateUid,
      ...(options.place ? { place: options.place } : {}),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const dto = response.body.data as ChecklistDto;
    const model: ModelChecklist = {
      uid: dto.uid,
      createdAt: when,
      createdBy: user,
      hidden: options.hidden ?? false,
      items: dto.items.map((i) => ({
        id: i.id,
        text: i.text,
        status: 'open',
        setAt: null,
        setBy: null,
        reason: null,
        dueDate: i.dueDate,
      })),
      completedAt: null,
      events: [{ actor: user, action: 'created', at: when }],
      settledAfter: [],
    };
    checklists.push(model);
    return model;
  }

  async function addItem(
    user: string,
    when: string,
    c: ModelChecklist,
    text: string,
    dueDate: string,
  ) {
    at(when);
    const response = await t
      .as(user)
      .post(`/checklists/${c.uid}/items`, { kind: 'task', text, dueDate });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const id = (response.body.data as { item?: { id: string }; id?: string }).item?.id;
    const dto = await read(user, c);
    const added = dto.items.find((i) => i.text === text);
    c.items.push({
      id: id ?? added?.id ?? '',
      text,
      status: 'open',
      setAt: null,
      setBy: null,
      reason: null,
      dueDate,
    });
    c.events.push({ actor: user, action: 'item_added', at: when });
    if (c.completedAt) c.completedAt = null; // an open item added reopens it (never here)
  }

  async function read(user: string, c: ModelChecklist) {
    const response = await t.as(user).get(`/checklists/${c.uid}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data as ChecklistDto;
  }

  async function setStatus(
    user: string,
    when: string,
    c: ModelChecklist,
    index: number,
    status: string,
    reason?: string,
  ) {
    at(when);
    const dto = await read(user, c);
    const item = c.items[index]!;
    const version = dto.items.find((i) => i.id === item.id)?.version;
    const response = await t.as(user).patch(`/checklists/${c.uid}/items/${item.id}`, {
      version,
      status,
      ...(reason ? { skipReason: reason } : {}),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    Object.assign(item, { status, setAt: when, setBy: user, reason: reason ?? null });
    c.events.push({ actor: user, action: 'status_changed', at: when });
    const settled = settledCount(c);
    c.settledAfter.push([when, settled]);
    const all = settled === c.items.length;
    if (all && !c.completedAt) {
      c.completedAt = when;
      c.events.push({ actor: user, action: 'completed', at: when });
    } else if (!all && c.completedAt) {
      c.completedAt = null;
      c.events.push({ actor: user, action: 'reopened', at: when });
    }
  }

  async function note(user: string, when: string, c: ModelChecklist, index: number, text: string) {
    at(when);
    const dto = await read(user, c);
    const item = dto.items.find((i) => i.id === c.items[index]!.id)!;
    const response = await t
      .as(user)
      .patch(`/checklists/${c.uid}/items/${item.id}`, { version: item.version, note: text });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    c.events.push({ actor: user, action: 'note_changed', at: when });
  }

  return { checklists, create, addItem, setStatus, note };
}

/** The value at rank ⌈p·n⌉ of the sorted values (nearest rank); null without values. */
export function nearestRank(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(p * sorted.length) - 1]!;
}

export const ms = (from: string, to: string) => Date.parse(to) - Date.parse(from);
