import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { customTaskStatusesAtom } from '../../state/atoms';

const BUILT_IN = ['open', 'done', 'skipped'];

/** The label of an item status: a built-in one in the user's language, or the site's own name. */
export function useStatusLabel(): (status: string) => string {
  const { t } = useTranslation();
  const custom = useAtomValue(customTaskStatusesAtom);
  return (status) =>
    BUILT_IN.includes(status)
      ? t(`itemStatus.${status}`)
      : (custom.statuses.find((s) => s.id === status)?.name ?? status);
}
