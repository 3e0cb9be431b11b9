import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hostApi } from '../host/host-api';
import { RELEASE_NOTES } from '../../shared/constants';
import { Loading } from '../ui/loading';
import { NotBuiltYetRoute } from './not-built-yet';

const ReleaseNotesDialogContent = lazy(
  () => import('../release-notes/release-notes-dialog-content'),
);

/**
 * The dialog panel (`/shared/checklist-modals`, docs/PRODUCT.md, "Release notes"): a host dialog whose custom data
 * names the modal to show. "What's new" is `modal=changelog-modal`; the others (stats,
 * create template from checklist, …) arrive with their issues.
 */
export default function ChecklistModals() {
  const { t } = useTranslation();
  const [modal, setModal] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    const host = hostApi();
    const fromQuery = new URLSearchParams(window.location.search).get('modal');
    if (!host) {
      setModal(fromQuery);
      return;
    }
    host.getDialogCustomData().then(
      (data) => setModal(typeof data?.modal === 'string' ? data.modal : fromQuery),
      () => setModal(fromQuery),
    );
  }, []);

  if (modal === undefined) return <Loading label={t('app.loading')} />;
  if (modal === RELEASE_NOTES.customData.modal)
    return (
      <Suspense fallback={<Loading label={t('app.loading')} />}>
        <ReleaseNotesDialogContent />
      </Suspense>
    );
  return <NotBuiltYetRoute screen="checklist-modals" props={{}} />;
}
