/** Item kinds and which count towards progress (zod-free, so the client can import it). */
export const ITEM_KINDS = ['task', 'heading', 'note', 'signature'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** Kinds that count towards progress: a heading or a note is never "done". */
export const COUNTABLE_KINDS: readonly ItemKind[] = ['task', 'signature'];
export const isCountable = (kind: ItemKind) => COUNTABLE_KINDS.includes(kind);
