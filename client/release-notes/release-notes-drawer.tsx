import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import Blanket from '@atlaskit/blanket';
import { ReleaseNotesList } from './release-notes-list';
import { ReleaseNotesHeader, RoadmapHint } from './release-notes-header';
import { useModalFocus } from '../ui/use-modal-focus';
import styles from './release-notes.module.css';

/**
 * "What's new" in the portal: a side drawer over a blanket (docs/PRODUCT.md, "Release notes"). It is a
 * modal dialog: focus moves into it, Escape or a click on the blanket closes it, and focus
 * returns to where it was.
 */
export default function ReleaseNotesDrawer({
  isOpen,
  onClose,
}: {
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);

  useModalFocus(panel, isOpen, onClose);

  if (!isOpen) return null;
  return createPortal(
    <>
      <Blanket isTinted onBlanketClicked={onClose} testId="release-notes-blanket" />
      <aside
        ref={panel}
        className={styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-label={t('releaseNotes.title')}
        tabIndex={-1}
        data-testid="release-notes-drawer"
      >
        <ReleaseNotesHeader onClose={onClose} titleId={titleId} />
        <ReleaseNotesList />
        <RoadmapHint />
      </aside>
    </>,
    document.body,
  );
}
