import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hostApi } from '../host/host-api';
import { RELEASE_NOTES, STATS_MODAL } from '../../shared/constants';
import { Loading } from '../ui/loading';
import { loadFeatureStrings, loadStatisticsStrings } from '../lib/i18n';
import { NotBuiltYetRoute } from './not-built-yet';

const ReleaseNotesDialogContent = lazy(
  () => import('../release-notes/release-notes-dialog-content'),
);
// Chart.js and the statistics strings come with the stats modal only.
const StatsModal = lazy(() =>
  Promise.all([
    import('../features/statistics/stats-modal'),
    loadFeatureStrings(),
    loadStatisticsStrings(),
  ]).then(([module]) => module),
);

type Modal = { modal: string | null; checklistUid?: string };

function modalOf(data: Record<string, unknown> | undefined, fromQuery: URLSearchParams): Modal {
  const modal = typeof data?.modal === 'string' ? data.modal : fromQuery.get('modal');
  const uid = typeof data?.checklistUid === 'string' ? data.checklistUid : fromQuery.get('uid');
  return uid ? { modal, checklistUid: uid } : { modal };
}

/**
 * The dialog panel (`/shared/checklist-modals`, docs/PRODUCT.md, "Release notes"): a host dialog whose custom data
 * names the modal to show. "What's new" is `modal=changelog-modal`; a checklist's statistics
 * `modal=stats` with its `checklistUid` (docs/STATISTICS.md); the others (create template
 * from checklist, …) arrive with their issues.
 */
export default function ChecklistModals() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Modal | undefined>(undefined);

  useEffect(() => {
    const host = hostApi();
    const fromQuery = new URLSearchParams(window.location.search);
    if (!host) {
      setShown(modalOf(undefined, fromQuery));
      return;
    }
    host.getDialogCustomData().then(
      (data) => setShown(modalOf(data, fromQuery)),
      () => setShown(modalOf(undefined, fromQuery)),
    );
  }, []);

  if (shown === undefined) return <Loading label={t('app.loading')} />;
  if (shown.modal === RELEASE_NOTES.customData.modal)
    return (
      <Suspense fallback={<Loading label={t('app.loading')} />}>
        <ReleaseNotesDialogContent />
      </Suspense>
    );
  if (shown.modal === STATS_MODAL.modal && shown.checklistUid)
    return (
      <Suspense fallback={<Loading label={t('app.loading')} />}>
        <StatsModal checklistUid={shown.checklistUid} />
      </Suspense>
    );
  return <NotBuiltYetRoute screen="checklist-modals" props={{}} />;
}
