/** Which category a status belongs to: built-in, or one of the site's custom statuses. */
import type { Repositories } from '../../db/unit-of-work';
import type { ItemStatusCategory } from '../../../shared/settings';
import { isBuiltinStatus, NO_SITE_STATUSES, statusCategoryOf } from '../../../shared/item-statuses';
import { invalidInput } from '../../errors';
import { siteSettings } from '../settings/read-settings';

export async function statusCategory(
  repos: Repositories,
  tenantKey: string,
  status: string,
): Promise<ItemStatusCategory> {
  // The built-in statuses (not applicable among them) are there whatever the site's switch.
  if (isBuiltinStatus(status)) return statusCategoryOf(status, NO_SITE_STATUSES) ?? 'open';
  const settings = await siteSettings(repos, tenantKey);
  const custom = settings.customTaskStatuses.find((s) => s.id === status);
  if (!custom) throw invalidInput('errors.statusUnknown', { status });
  // The site shows only the built-in statuses while its switch is off: none other is set.
  if (!settings.showCustomTaskStatus) throw invalidInput('errors.customStatusesOff');
  return custom.category;
}
