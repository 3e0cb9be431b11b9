import { describe, expect, it } from 'vitest';
import { withItemResult, withPreviews } from './checklist-answers';
import { checklistDto, itemDto } from '../../../test/fixtures';
import type { ChecklistDto, ItemResult } from '../../../../shared/checklists';

const held = checklistDto({
  items: ['a', 'b', 'c'].map((id) => itemDto({ id, text: id.toUpperCase(), version: 1 })),
  version: 5,
});
const state = (version: number, done = 0): ItemResult['checklist'] => ({
  uid: held.uid,
  status: done ? 'in_progress' : 'not_started',
  progress: { done, total: 3, percent: Math.floor((done / 3) * 100) },
  openRequired: 0,
  completedAt: null,
  completedBy: null,
  updatedAt: '2026-01-06T10:00:00.000Z',
  version,
});
const ids = (c: ChecklistDto) => c.items.map((i) => i.id).join('');

describe('applying a write’s answer', () => {
  it('puts the answered item in place and takes the checklist’s new state', () => {
    const item = itemDto({
      id: 'b',
      text: 'B',
      status: 'done',
      statusCategory: 'done',
      version: 2,
    });
    const next = withItemResult(held, { item, checklist: state(6, 1) }, { kind: 'same' });
    expect(next.items[1]).toBe(item);
    expect(next.progress.done).toBe(1);
    expect(next.version).toBe(6);
    expect(next.permissions).toBe(held.permissions);
  });

  it('keeps what is newer when two answers arrive out of order', () => {
    const newer = withItemResult(
      held,
      { item: itemDto({ id: 'a', text: 'A', version: 3 }), checklist: state(7, 2) },
      { kind: 'same' },
    );
    const older = withItemResult(
      newer,
      { item: itemDto({ id: 'a', text: 'A', version: 2 }), checklist: state(6, 1) },
      { kind: 'same' },
    );
    expect(older.items[0]?.version).toBe(3);
    expect(older.version).toBe(7);
    expect(older.progress.done).toBe(2);
  });

  it('adds, moves and removes items where the write put them', () => {
    const added = itemDto({ id: 'd', text: 'D' });
    expect(ids(withItemResult(held, { item: added, checklist: state(6) }, { kind: 'added' }))).toBe(
      'abcd',
    );
    const moved = itemDto({ id: 'c', text: 'C', version: 2 });
    const first = { kind: 'moved', afterItemId: null } as const;
    expect(ids(withItemResult(held, { item: moved, checklist: state(6) }, first))).toBe('cab');
    const afterA = { kind: 'moved', afterItemId: 'a' } as const;
    expect(ids(withItemResult(held, { item: moved, checklist: state(6) }, afterA))).toBe('acb');
    const removed = { kind: 'removed', itemId: 'b' } as const;
    expect(ids(withItemResult(held, { item: null, checklist: state(6) }, removed))).toBe('ac');
  });

  it('shows writes under way on top of what the server said', () => {
    const shown = withPreviews(held, [
      { itemId: 'a', change: { status: 'done', statusCategory: 'done' } },
      { itemId: 'a', change: { status: 'open', statusCategory: 'open' } },
    ]);
    expect(shown.items[0]?.status).toBe('open');
    expect(shown.items[1]).toBe(held.items[1]);
  });
});
