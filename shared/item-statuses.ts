/**
 * Item statuses (docs/PRODUCT.md, "Domain"): three built in, each its own category, and the
 * site's custom ones, each counting by its category; a removed custom status stays known
 * (retired) for the items that still carry it. No zod here: the client's light entries use it.
 */
import type { CustomTaskStatus, ItemStatusCategory } from './settings';

export const BUILTIN_ITEM_STATUSES = ['open', 'done', 'skipped'] as const;
export type BuiltinItemStatus = (typeof BUILTIN_ITEM_STATUSES)[number];

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
  if (isBuiltinStatus(status)) return status;
  return customStatusOf(status, site)?.status.category;
}
