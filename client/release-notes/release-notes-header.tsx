import { useTranslation } from 'react-i18next';
import IconButton from '@atlaskit/button/icon/button';
import CrossGlyph from '@atlaskit/icon/core/cross';
import { cjsDefault } from '../lib/cjs-default';
import styles from './release-notes.module.css';

const CrossIcon = cjsDefault(CrossGlyph);

export const ROADMAP_URL = 'https://checklists.app/roadmap';

export function ReleaseNotesHeader({ onClose, titleId }: { onClose: () => void; titleId: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.header}>
      <h2 id={titleId} className={styles.title}>
        {t('releaseNotes.title')}
      </h2>
      <IconButton
        appearance="subtle"
        icon={CrossIcon}
        label={t('releaseNotes.close')}
        onClick={onClose}
        testId="release-notes-close"
      />
    </div>
  );
}

export function RoadmapHint() {
  const { t } = useTranslation();
  return (
    <p className={styles.footer}>
      <a href={ROADMAP_URL} target="_blank" rel="noopener noreferrer">
        {t('releaseNotes.roadmap')}
      </a>
    </p>
  );
}
