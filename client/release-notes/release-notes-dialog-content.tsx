import { useEffect, useId } from 'react';
import { hostApi } from '../host/host-api';
import { ReleaseNotesList } from './release-notes-list';
import { ReleaseNotesHeader, RoadmapHint } from './release-notes-header';
import styles from './release-notes.module.css';

/**
 * "What's new" inside Jira or Confluence: the content of the host dialog (key
 * `checklist-modals`, 550 px, no chrome), so it brings its own title and close button.
 * Escape is handled by the host (closeOnEscape); we also close on Escape typed in the frame.
 */
export default function ReleaseNotesDialogContent() {
  const titleId = useId();
  const close = () => hostApi()?.closeDialog();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    // The frame is the dialog: only the entries scroll, never the page around them.
    const page = document.documentElement;
    const overflow = page.style.overflow;
    page.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      page.style.overflow = overflow;
    };
  }, []);

  return (
    <section className={styles.dialog} role="dialog" aria-labelledby={titleId}>
      <ReleaseNotesHeader onClose={close} titleId={titleId} />
      <div className={styles.dialogBody}>
        <ReleaseNotesList />
      </div>
      <RoadmapHint />
    </section>
  );
}
