import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../../lib/use-load';
import { getChecklist } from '../../../api/get-checklist';
import { setShareVisitor } from '../../../lib/credentials';
import { getShareSession } from '../../../api/get-share-session';
import { LightChecklist } from '../light/light-checklist';
import styles from '../light/light.module.css';
import { SHARE_VISITOR_STORAGE_KEY } from '../../../../shared/share-link';
import type { ChecklistDto } from '../../../../shared/checklists';
import type { ShareSessionDto } from '../../../../shared/shares';

const NAME_MAX = 80;

function storedName(): string | null {
  try {
    return localStorage.getItem(SHARE_VISITOR_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeName(name: string): void {
  try {
    localStorage.setItem(SHARE_VISITOR_STORAGE_KEY, name);
  } catch {
    // Private windows may refuse storage: the name then lasts as long as the page.
  }
}

async function loadShared(): Promise<{ session: ShareSessionDto; checklist: ChecklistDto }> {
  const session = await getShareSession();
  return { session, checklist: await getChecklist(session.checklistUid) };
}

/**
 * A share link's page (`/s/:shareUid`, docs/SHARING.md): one checklist, live, for someone with
 * no account. A `check` link asks once for the visitor's name (kept in this browser), which
 * the checklist's audit log shows beside the link's label; a `view` link only shows it. A link
 * revoked while open says it is no longer available.
 */
export function SharedChecklistPage() {
  const { t } = useTranslation();
  const shared = useLoad(loadShared, []);
  const [name, setName] = useState<string | null>(() => {
    const stored = storedName();
    setShareVisitor(stored);
    return stored;
  });
  const [draft, setDraft] = useState('');
  const [gone, setGone] = useState(false);

  if (shared.state === 'loading')
    return (
      <main className={styles.panel}>
        <p className={styles.subtle}>{t('app.loading')}</p>
      </main>
    );
  if (shared.state === 'error' || gone)
    return (
      <main className={styles.panel} data-testid="share-not-available">
        <h1 className={styles.title}>{t('share.notAvailableTitle')}</h1>
        <p>{t('share.notAvailableBody')}</p>
      </main>
    );
  const { session, checklist } = shared.data;
  const needsName = session.permission === 'check' && !name;
  const saveName = (event: FormEvent) => {
    event.preventDefault();
    const given = draft.trim().slice(0, NAME_MAX);
    if (!given) return;
    storeName(given);
    setShareVisitor(given);
    setName(given);
  };
  return (
    <main
      className={styles.panel}
      data-testid="shared-checklist"
      data-permission={session.permission}
    >
      <p className={styles.subtle}>
        {session.permission === 'check' ? t('share.checkIntro') : t('share.viewIntro')}
      </p>
      {needsName && (
        <form className={styles.notice} onSubmit={saveName} data-testid="share-name-form">
          <label>
            {t('share.nameLabel')}{' '}
            <input
              value={draft}
              maxLength={NAME_MAX}
              autoFocus
              onChange={(e) => setDraft(e.target.value)}
            />
          </label>{' '}
          <button type="submit" className={styles.button} disabled={!draft.trim()}>
            {t('share.nameSave')}
          </button>
          <p className={styles.subtle}>{t('share.nameHint')}</p>
        </form>
      )}
      {name && session.permission === 'check' && (
        <p className={styles.subtle} data-testid="share-visitor">
          {t('share.signedAs', { name })}
        </p>
      )}
      <LightChecklist checklist={checklist} onDeleted={() => setGone(true)} locked={needsName} />
    </main>
  );
}
