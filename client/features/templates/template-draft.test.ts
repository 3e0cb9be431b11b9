import { describe, expect, it } from 'vitest';
import { ITEM_TEXT_MAX, TITLE_MAX } from '../../../shared/limits';
import { dueErrorId, itemTextLimitId, newItem } from './item-list-editor';
import {
  emptyDraft,
  fieldIdsOf,
  saveBlockedBy,
  toTemplateInput,
  type Draft,
} from './template-draft';

const draft = (patch: Partial<Draft> = {}): Draft => ({
  ...emptyDraft(),
  title: 'Release',
  ...patch,
});

describe('what Save sends', () => {
  it('drops empty items, trims texts and makes only tasks and signatures mandatory', () => {
    const input = toTemplateInput(
      draft({
        tags: ' release,, ops ',
        items: [
          { ...newItem('task', ' Freeze '), mandatory: true },
          { ...newItem('heading', 'Deploy'), mandatory: true },
          newItem('task', '   '),
          { ...newItem('signature', 'Approved'), mandatory: true },
        ],
      }),
    );
    expect(input.tags).toEqual(['release', 'ops']);
    expect(input.items?.map((item) => [item.kind, item.text, item.mandatory])).toEqual([
      ['task', 'Freeze', true],
      ['heading', 'Deploy', false],
      ['signature', 'Approved', true],
    ]);
  });
});

describe('why Save is disabled', () => {
  const ids = fieldIdsOf('f');

  it('points at the first problem, in the order of the form', () => {
    expect(saveBlockedBy(draft({ title: '  ' }), 'f')).toBe(ids.titleHelp);
    expect(saveBlockedBy(draft({ title: 'x'.repeat(TITLE_MAX + 1) }), 'f')).toBe(ids.titleLimit);
    const longItem = newItem('task', 'y'.repeat(ITEM_TEXT_MAX + 1));
    expect(saveBlockedBy(draft({ items: [newItem('task', 'ok'), longItem] }), 'f')).toBe(
      itemTextLimitId('f', 1),
    );
    const lateItem = { ...newItem('task', 'late'), dueOffsetDays: -1 };
    expect(saveBlockedBy(draft({ items: [longItem, lateItem] }), 'f')).toBe(dueErrorId('f', 1));
  });

  it('lets a complete draft be saved, a title of exactly the limit too', () => {
    expect(saveBlockedBy(draft({ title: 'x'.repeat(TITLE_MAX) }), 'f')).toBeNull();
  });
});
