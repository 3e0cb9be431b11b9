/** Where an item goes between its neighbours (positions are fractional, renumbered when tight). */
import type { UnitOfWork } from '../../db/unit-of-work';
import type { ItemRow } from '../../db/repositories/items-repository';

/** A position between two neighbours; undefined when they are too close (renumber first). */
function between(before: number | undefined, after: number | undefined): number | undefined {
  if (before === undefined && after === undefined) return 1;
  if (before === undefined) return (after ?? 0) - 1;
  if (after === undefined) return before + 1;
  const middle = (before + after) / 2;
  return middle - before > 1e-6 ? middle : undefined;
}

/**
 * The position for an item placed after `items[index]` (index −1: first), renumbering the
 * checklist's items 1, 2, 3… first when there is no room left between the neighbours.
 */
export async function positionAfter(
  uow: UnitOfWork,
  tenantKey: string,
  uid: string,
  items: readonly ItemRow[],
  index: number,
): Promise<number> {
  const position = between(items[index]?.position, items[index + 1]?.position);
  if (position !== undefined) return position;
  await uow.repos.items.renumber(
    tenantKey,
    uid,
    items.map((i) => i.id),
  );
  return index + 1.5;
}
