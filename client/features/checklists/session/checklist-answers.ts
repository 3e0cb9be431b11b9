/**
 * How the answer of a write changes the checklist a session holds, without asking the server
 * again: an item write answers the item and the checklist's new state (`ItemResult`), a
 * checklist write the whole checklist. Pure functions of what is held and what came back.
 */
import type {
  ChecklistDto,
  ChecklistItemDto,
  ChecklistStateDto,
  ItemResult,
} from '../../../../shared/checklists';

/** Where the answered item belongs (it is null once removed). */
export type Placement =
  | { kind: 'same' }
  | { kind: 'added'; afterItemId?: string | null }
  | { kind: 'moved'; afterItemId: string | null }
  | { kind: 'removed'; itemId: string };

/** What is shown while a write is under way: the item with the change applied. */
export interface Preview {
  itemId: string;
  change: Partial<ChecklistItemDto>;
}

const insertAfter = (
  items: readonly ChecklistItemDto[],
  item: ChecklistItemDto,
  afterItemId: string | null | undefined,
): ChecklistItemDto[] => {
  const others = items.filter((i) => i.id !== item.id);
  // Omitted: at the end (as the server adds); null: first.
  if (afterItemId === undefined) return [...others, item];
  const at = afterItemId === null ? 0 : others.findIndex((i) => i.id === afterItemId) + 1;
  return [...others.slice(0, at), item, ...others.slice(at)];
};

/** Only the fields an item change can move (the answer carries no more than these). */
const stateOf = (state: ChecklistStateDto) => ({
  status: state.status,
  progress: state.progress,
  openRequired: state.openRequired,
  completedAt: state.completedAt,
  completedBy: state.completedBy,
  updatedAt: state.updatedAt,
  version: state.version,
});

/**
 * The checklist after an item write's answer. An answer older than what is held (two writes
 * answered out of order) changes only an item it has a newer version of.
 */
export function withItemResult(
  checklist: ChecklistDto,
  result: ItemResult,
  placement: Placement,
): ChecklistDto {
  const newer = result.checklist.version >= checklist.version;
  const state = newer ? stateOf(result.checklist) : {};
  const { item } = result;
  if (placement.kind === 'removed')
    return {
      ...checklist,
      ...state,
      items: checklist.items.filter((i) => i.id !== placement.itemId),
    };
  if (!item) return { ...checklist, ...state };
  const held = checklist.items.find((i) => i.id === item.id);
  if (held && held.version > item.version) return { ...checklist, ...state };
  const items =
    placement.kind === 'same' || (placement.kind === 'added' && held)
      ? checklist.items.map((i) => (i.id === item.id ? item : i))
      : insertAfter(checklist.items, item, placement.afterItemId);
  return { ...checklist, ...state, items };
}

/** The checklist as shown: what the server said, with the writes under way applied. */
export function withPreviews(checklist: ChecklistDto, previews: readonly Preview[]): ChecklistDto {
  if (previews.length === 0) return checklist;
  return {
    ...checklist,
    items: checklist.items.map((item) =>
      previews.reduce(
        (shown, preview) => (preview.itemId === item.id ? { ...shown, ...preview.change } : shown),
        item,
      ),
    ),
  };
}
