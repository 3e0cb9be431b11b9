/** Which category a status belongs to: built-in, or one of the site's custom statuses. */
import type { Repositories } from '../../db/unit-of-work';
import type { ItemStatusCategory } from '../../../shared/settings';
import { BUILTIN_ITEM_STATUSES } from '../../../shared/checklists';
import { invalidInput } from '../../errors';
import { siteSettings } from '../settings/read-settings';

export async function statusCategory(
  repos: Repositories,
  tenantKey: string,
  status: string,
): Promise<ItemStatusCategory> {
  if ((BUILTIN_ITEM_STATUSES as readonly string[]).includes(status))
    return status as ItemStatusCategory;
  const settings = await siteSettings(repos, tenantKey);
  const custom = settings.customTaskStatuses.find((s) => s.id === status);
  if (!custom) throw invalidInput('errors.statusUnknown', { status });
  // The site shows only the built-in statuses while its switch is off: none other is set.
  if (!settings.showCustomTaskStatus) throw invalidInput('errors.customStatusesOff');
  return custom.category;
}
