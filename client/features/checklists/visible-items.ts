import type { ChecklistItemDto } from '../../../shared/checklists';

/** With "Show checked items" off, an item is hidden once it is done or skipped (or signed). */
function isChecked(item: ChecklistItemDto): boolean {
  if (item.kind === 'heading' || item.kind === 'note') return false;
  if (item.kind === 'signature' && !item.signature) return false;
  return item.statusCategory !== 'open';
}

/**
 * The items the checklist view lists: all of them, or without the checked ones. A heading goes
 * too when every item of its section (up to the next heading) is hidden, so no empty section
 * is left; a heading with nothing under it at all stays, as it was written.
 */
export function visibleItems(
  items: readonly ChecklistItemDto[],
  showChecked: boolean,
): { visible: ChecklistItemDto[]; hiddenChecked: number } {
  if (showChecked) return { visible: [...items], hiddenChecked: 0 };
  const visible: ChecklistItemDto[] = [];
  let hiddenChecked = 0;
  items.forEach((item, index) => {
    if (item.kind === 'heading') {
      const next = items.findIndex((other, i) => i > index && other.kind === 'heading');
      const section = items.slice(index + 1, next < 0 ? items.length : next);
      if (section.length === 0 || !section.every(isChecked)) visible.push(item);
    } else if (isChecked(item)) {
      hiddenChecked += 1;
    } else {
      visible.push(item);
    }
  });
  return { visible, hiddenChecked };
}
