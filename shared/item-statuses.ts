/**
 * Item statuses (docs/PRODUCT.md, "Domain"): three built in, each its own category, and the
 * site's custom ones, each counting by its category; a removed custom status stays known
 * (retired) for the items that still carry it. No zod here: the client's light entries use it.
 */
import type { CustomTaskStatus, ItemStatusCategory } from './settings';

export const BUILTIN_ITEM_STATUSES = ['open', 'done', 'skipped', 'not_applicable'] as const;
export type BuiltinItemStatus = (typeof BUILTIN_ITEM_STATUSES)[number];

/**
 * Not applicable: counts as skipped, needs no reason (skipping does), and is there whether or
 * not the site shows its custom statuses. Its id has an underscore, which no custom status id
 * may have (shared/settings.ts), so it never collides with a site's own status.
 */
export const NOT_APPLICABLE = 'not_applicable' as const;

const BUILTIN_CATEGORY: Record<BuiltinItemStatus, ItemStatusCategory> = {
  open: 'open',
  done: 'done',
  skipped: 'skipped',
  not_applicable: 'skipped',
};

/** Whether setting `status` (of `category`) needs a reason: every skip but "not applicable". */
export const needsSkipReason = (status: string, category: ItemStatusCategory): boolean =>
  category === 'skipped' && status !== NOT_APPLICABLE;

export const isBuiltinStatus = (status: string): status is BuiltinItemStatus =>
  (BUILTIN_ITEM_STATUSES as readonly string[]).includes(status);

/** The built-in status of a category: what a plain checkbox sets (done, or open again). */
export const builtinStatusOf = (category: ItemStatusCategory): BuiltinItemStatus => category;

/** The site's statuses as its settings name them. */
export interface SiteStatuses {
  customTaskStatuses: readonly CustomTaskStatus[];
  retiredTaskStatuses: readonly CustomTaskStatus[];
}

/** Before a site's settings are known: the built-in statuses only. */
export const NO_SITE_STATUSES: SiteStatuses = { customTaskStatuses: [], retiredTaskStatuses: [] };

/** A custom status of the site, active or removed; undefined for a built-in or unknown one. */
export const customStatusOf = (
  status: string,
  site: SiteStatuses,
): { status: CustomTaskStatus; retired: boolean } | undefined => {
  const active = site.customTaskStatuses.find((s) => s.id === status);
  if (active) return { status: active, retired: false };
  const retired = site.retiredTaskStatuses.find((s) => s.id === status);
  return retired ? { status: retired, retired: true } : undefined;
};

/** The category a status counts in; undefined when the site does not know it. */
export function statusCategoryOf(
  status: string,
  site: SiteStatuses,
): ItemStatusCategory | undefined {
  if (isBuiltinStatus(status)) return BUILTIN_CATEGORY[status];
  return customStatusOf(status, site)?.status.category;
}
