/** The site's statuses as the statistics name them: which count as open, and custom names and colours. */
import type { Repositories } from '../../db/unit-of-work';
import type { ItemStatusCategory } from '../../../shared/settings';
import { BUILTIN_ITEM_STATUSES, statusCategoryOf } from '../../../shared/item-statuses';
import { siteSettings } from '../settings/read-settings';

export interface StatusNaming {
  /** Every status whose category is open: the built-in one and the site's (removed ones too). */
  openStatuses: string[];
  describe(status: string): { name: string | null; colour: string | null };
  categoryOf(status: string): ItemStatusCategory | undefined;
}

export async function statusNaming(repos: Repositories, tenantKey: string): Promise<StatusNaming> {
  const settings = await siteSettings(repos, tenantKey);
  const custom = [...settings.customTaskStatuses, ...settings.retiredTaskStatuses];
  const site = {
    customTaskStatuses: settings.customTaskStatuses,
    retiredTaskStatuses: settings.retiredTaskStatuses,
  };
  const open = [
    ...BUILTIN_ITEM_STATUSES.filter((s) => statusCategoryOf(s, site) === 'open'),
    ...custom.filter((s) => s.category === 'open').map((s) => s.id),
  ];
  return {
    openStatuses: [...new Set(open)],
    describe(status) {
      const found = custom.find((s) => s.id === status);
      return found ? { name: found.name, colour: found.colour } : { name: null, colour: null };
    },
    categoryOf: (status) => statusCategoryOf(status, site),
  };
}
