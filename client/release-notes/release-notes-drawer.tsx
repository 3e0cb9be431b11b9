import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Drawer from '@atlaskit/drawer';
import { ReleaseNotesList } from './release-notes-list';
import { ReleaseNotesHeader, RoadmapHint } from './release-notes-header';
import styles from './release-notes.module.css';

/** "What's new" in the portal: a side drawer over a blanket (spec §2 "Portal mode"). */
export default function ReleaseNotesDrawer({
  isOpen,
  onClose,
}: {
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Drawer isOpen={isOpen} onClose={onClose} label={t('releaseNotes.title')} width="medium">
      <div className={styles.drawerBody} data-testid="release-notes-drawer">
        <ReleaseNotesHeader onClose={onClose} titleId={titleId} />
        <ReleaseNotesList />
        <RoadmapHint />
      </div>
    </Drawer>
  );
}
