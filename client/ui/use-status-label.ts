import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { customTaskStatusesAtom } from '../state/atoms';

const BUILT_IN = ['open', 'done', 'skipped'];

/**
 * The label of an item status: a built-in one in the user's language, the site's own name of
 * a custom one, or the last name of a custom status an admin has removed, marked as removed.
 */
export function useStatusLabel(): (status: string) => string {
  const { t } = useTranslation();
  const custom = useAtomValue(customTaskStatusesAtom);
  return (status) => {
    if (BUILT_IN.includes(status)) return t(`itemStatus.${status}`);
    const active = custom.statuses.find((s) => s.id === status);
    if (active) return active.name;
    const retired = custom.retired.find((s) => s.id === status);
    return retired ? t('itemStatus.removed', { name: retired.name }) : status;
  };
}
