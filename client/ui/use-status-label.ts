import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { globalSettingsAtom } from '../state/atoms';
import { customStatusOf, isBuiltinStatus, NO_SITE_STATUSES } from '../../shared/item-statuses';

/**
 * The label of an item status: a built-in one in the user's language, the site's own name of
 * a custom one, or the last name of a custom status an admin has removed, marked as removed.
 */
export function useStatusLabel(): (status: string) => string {
  const { t } = useTranslation();
  const site = useAtomValue(globalSettingsAtom) ?? NO_SITE_STATUSES;
  return (status) => {
    if (isBuiltinStatus(status)) return t(`itemStatus.${status}`);
    const custom = customStatusOf(status, site);
    if (!custom) return status;
    return custom.retired
      ? t('itemStatus.removed', { name: custom.status.name })
      : custom.status.name;
  };
}
