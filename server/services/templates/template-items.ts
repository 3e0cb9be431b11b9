import type { TemplateItem } from '../../../shared/items';
import { newItemId } from '../../lib/ids';

/** A template item as validated input gives it: its id only when it already has one. */
export type TemplateItemFields = Omit<TemplateItem, 'id'> & { id?: string | undefined };

/** Item ids are kept when given (an edit) and unique; new items get a fresh one. */
export function withItemIds(items: readonly TemplateItemFields[]): TemplateItem[] {
  const seen = new Set<string>();
  return items.map((item) => {
    const id = item.id && !seen.has(item.id) ? item.id : newItemId();
    seen.add(id);
    return { ...item, id };
  });
}
