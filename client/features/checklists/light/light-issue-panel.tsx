import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../../lib/use-load';
import { applyDeferredStyles } from '../../../lib/deferred-styles';
import { getIssuePanel } from '../api/get-issue-panel';
import { prefetchSettings } from '../../../api/get-settings';
import { LightChecklist } from './light-checklist';
import styles from './light.module.css';
import type { IssuePanelDto } from '../../../../shared/jira';
import { ISSUE_PANEL_SHOWN_MARK } from '../../../../shared/jira-rules';
import { loadFeatureStrings } from '../../../lib/i18n';

/** The first answer, asked for while the host bridge and the strings are still loading. */
let prefetched: { issueId: string; answer: Promise<IssuePanelDto> } | undefined;

export function prefetchIssuePanel(issueId: string): void {
  // The site's statuses, for the checklists' custom ones.
  prefetchSettings();
  const answer = getIssuePanel(issueId);
  answer.catch(() => undefined);
  prefetched = { issueId, answer };
}

/** The prefetched answer once, then a fresh one each time (after a change, live or own). */
function loadPanel(issueId: string): Promise<IssuePanelDto> {
  const first = prefetched?.issueId === issueId ? prefetched.answer : undefined;
  prefetched = undefined;
  return first ?? getIssuePanel(issueId);
}

// What a person does less often than ticking loads when first used.
const FullChecklist = lazy(() => {
  applyDeferredStyles();
  // The full card shows every feature string; the light view loaded only its own.
  return Promise.all([import('./full-checklist'), loadFeatureStrings()]).then(([m]) => m);
});
const AddChecklist = lazy(() => {
  applyDeferredStyles();
  return Promise.all([import('../issue-panel-add'), loadFeatureStrings()]).then(([m]) => ({
    default: m.IssuePanelAdd,
  }));
});

/**
 * The issue panel's first screen, light enough for its budget: the issue's checklists as
 * they came in the panel's one answer, ticked in place; "All actions" swaps a checklist for
 * the core's full card (notes, signatures, assignees, due dates, editing, reorder). The panel
 * is read again only when a checklist is added or deleted; each checklist follows its own
 * changes (use-checklist-session.ts).
 */
export function LightIssuePanel({ issueId }: { issueId: string }) {
  const { t } = useTranslation();
  const panel = useLoad(loadPanel, [issueId]);
  const [full, setFull] = useState<ReadonlySet<string>>(new Set());
  const [adding, setAdding] = useState(false);
  /** The checklist just added here: the cursor goes to its add line. */
  const [added, setAdded] = useState<string | null>(null);
  // Shown: the checklists are there with their markdown rendered: the renderer is part of the entry (docs/PERFORMANCE.md).
  const shown = panel.state === 'loaded';
  useEffect(() => {
    // When the checklists first reach the screen (the bench reads it: docs/PERFORMANCE.md).
    if (shown && performance.getEntriesByName(ISSUE_PANEL_SHOWN_MARK).length === 0)
      performance.mark(ISSUE_PANEL_SHOWN_MARK);
  }, [shown]);

  if (panel.state === 'loading') return <p className={styles.subtle}>{t('app.loading')}</p>;
  if (panel.state === 'error')
    return (
      <p className={styles.error} role="alert">
        {panel.error.message}
      </p>
    );
  const data = panel.data;
  if (!data.projectEnabled)
    return (
      <section className={styles.notice} data-testid="issue-panel">
        <strong>{t('issuePanel.notEnabledTitle')}</strong>
        <p>{t('issuePanel.notEnabledBody')}</p>
      </section>
    );
  const showAdd = adding || data.checklists.length === 0;
  return (
    <div className={styles.panel} data-testid="issue-panel">
      {data.checklists.length === 0 && <p>{t('issuePanel.empty')}</p>}
      {data.checklists.map((c) =>
        full.has(c.uid) ? (
          <Suspense key={c.uid} fallback={<p className={styles.subtle}>{t('app.loading')}</p>}>
            <FullChecklist uid={c.uid} onDeleted={panel.reload} />
          </Suspense>
        ) : (
          <LightChecklist
            key={c.uid}
            checklist={c}
            onDeleted={panel.reload}
            onAllActions={() => setFull(new Set([...full, c.uid]))}
            focusAdd={c.uid === added}
          />
        ),
      )}
      {showAdd ? (
        <Suspense fallback={<p className={styles.subtle}>{t('app.loading')}</p>}>
          <AddChecklist
            issue={data.issue}
            onAdded={(uid) => {
              setAdded(uid);
              setAdding(false);
              panel.reload();
            }}
            onCancel={data.checklists.length > 0 ? () => setAdding(false) : undefined}
          />
        </Suspense>
      ) : (
        <button type="button" className={styles.link} onClick={() => setAdding(true)}>
          {t('issuePanel.addAnother')}
        </button>
      )}
    </div>
  );
}
