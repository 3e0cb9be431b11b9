/**
 * The item statuses a checklist view offers and shows, from the site's settings (custom ones
 * included); the full card and the light views both take them from here, so no view names a
 * status of its own.
 */
import { useAtomValue } from 'jotai';
import { globalSettingsAtom } from '../../state/atoms';
import { useStatusLabel } from '../../ui/use-status-label';
import type { ItemStatusCategory } from '../../../shared/settings';
import {
  BUILTIN_ITEM_STATUSES,
  builtinStatusOf,
  customStatusOf,
  NO_SITE_STATUSES,
  statusCategoryOf,
} from '../../../shared/item-statuses';

export interface ItemStatus {
  id: string;
  /** As shown in a sentence or a status control (a removed one marked as removed). */
  label: string;
  /** A custom status's own name (also when removed); the label of a built-in one. */
  name: string;
  category: ItemStatusCategory;
  /** A custom status's colour (a removed one's last colour); null for a built-in one. */
  colour: string | null;
  /** One of the site's custom statuses, active or removed. */
  custom: boolean;
}

export interface ItemStatuses {
  /** The site shows its statuses: the full card offers a status control, not a checkbox. */
  show: boolean;
  /** What a status control offers: the built-in statuses, then the site's own. */
  offered: readonly ItemStatus[];
  /** A status as the site knows it (an unknown one by its id, counting as open). */
  of(status: string): ItemStatus;
  /** The status a checkbox sets when ticked or unticked. */
  ticked(checked: boolean): string;
}

export function useItemStatuses(): ItemStatuses {
  const settings = useAtomValue(globalSettingsAtom);
  const site = settings ?? NO_SITE_STATUSES;
  const label = useStatusLabel();
  const of = (id: string): ItemStatus => {
    const custom = customStatusOf(id, site);
    return {
      id,
      label: label(id),
      name: custom?.status.name ?? label(id),
      category: statusCategoryOf(id, site) ?? 'open',
      colour: custom?.status.colour ?? null,
      custom: custom !== undefined,
    };
  };
  return {
    show: settings?.showCustomTaskStatus ?? false,
    offered: [...BUILTIN_ITEM_STATUSES, ...site.customTaskStatuses.map((s) => s.id)].map(of),
    of,
    ticked: (checked) => builtinStatusOf(checked ? 'done' : 'open'),
  };
}
