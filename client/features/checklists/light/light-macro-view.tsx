import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../../lib/use-load';
import { applyDeferredStyles } from '../../../lib/deferred-styles';
import { ApiError } from '../../../lib/api-client';
import { getMacroView, type MacroPlace } from '../api/get-macro-view';
import { restartMacro } from '../api/restart-macro';
import { prefetchSettings } from '../../../api/get-settings';
import { LightChecklist } from './light-checklist';
import styles from './light.module.css';
import type { MacroViewDto } from '../../../../shared/confluence';
import { MACRO_VIEW_SHOWN_MARK } from '../../../../shared/confluence-rules';
import { loadFeatureStrings } from '../../../lib/i18n';

/** The first answer, asked for while the host bridge and the strings are still loading. */
let prefetched: { key: string; answer: Promise<MacroViewDto> } | undefined;
const keyOf = (place: MacroPlace) => JSON.stringify(place);

export function prefetchMacroView(place: MacroPlace): void {
  // The site's statuses, for the checklist's custom ones.
  prefetchSettings();
  const answer = getMacroView(place);
  answer.catch(() => undefined);
  prefetched = { key: keyOf(place), answer };
}

function loadMacro(place: MacroPlace): Promise<MacroViewDto> {
  const first = prefetched?.key === keyOf(place) ? prefetched.answer : undefined;
  prefetched = undefined;
  return first ?? getMacroView(place);
}

const FullChecklist = lazy(() => {
  applyDeferredStyles();
  // The full card shows every feature string; the light view loaded only its own.
  return Promise.all([import('./full-checklist'), loadFeatureStrings()]).then(([m]) => m);
});

/**
 * The checklist macro on a Confluence page, light enough for several on one page: the
 * checklist from plain elements, ticked in place, live (use-checklist-session.ts); "All
 * actions" swaps in the core's full card (skip with a reason, sign, notes, statuses, editing).
 * Otherwise it says what the macro needs: a choice in the editor, a new checklist after a
 * deletion, another template.
 */
export function LightMacroView({ place }: { place: MacroPlace }) {
  const { t } = useTranslation();
  const view = useLoad(loadMacro, [place]);
  const [full, setFull] = useState(false);
  const [restarting, setRestarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Shown: the checklist is there with its markdown rendered: the renderer is part of the entry (docs/PERFORMANCE.md).
  const shown = view.state === 'loaded';
  useEffect(() => {
    if (shown && performance.getEntriesByName(MACRO_VIEW_SHOWN_MARK).length === 0)
      performance.mark(MACRO_VIEW_SHOWN_MARK);
  }, [shown]);

  if (view.state === 'loading')
    return (
      <div className={styles.panel}>
        <p className={styles.subtle}>{t('app.loading')}</p>
      </div>
    );
  if (view.state === 'error')
    return (
      <div className={styles.panel}>
        <p className={styles.error} role="alert" data-testid="macro-error">
          {view.error.message}
        </p>
      </div>
    );
  const data = view.data;
  const restart = async () => {
    setRestarting(true);
    setProblem(null);
    try {
      await restartMacro({ pageId: place.pageId, macroId: place.macroId });
      view.reload();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t('macro.restartFailed'));
    } finally {
      setRestarting(false);
    }
  };
  return (
    <div className={styles.panel} data-testid="macro-view" data-state={data.state}>
      {data.state === 'checklist' &&
        (full ? (
          <Suspense fallback={<p className={styles.subtle}>{t('app.loading')}</p>}>
            <FullChecklist uid={data.checklist.uid} onDeleted={view.reload} />
          </Suspense>
        ) : (
          <LightChecklist
            checklist={data.checklist}
            onDeleted={view.reload}
            onAllActions={() => setFull(true)}
          />
        ))}
      {data.state === 'preview' && (
        <section className={styles.card} data-testid="macro-preview">
          <header className={styles.header}>
            <h3 className={styles.title}>{data.template.title}</h3>
          </header>
          <p className={styles.subtle}>{t('macro.previewNote')}</p>
          <ol className={styles.items}>
            {data.template.items.map((item, index) => (
              <li key={index} className={item.kind === 'heading' ? styles.heading : styles.item}>
                {item.kind === 'task' || item.kind === 'signature' ? '☐ ' : ''}
                {item.text}
              </li>
            ))}
          </ol>
        </section>
      )}
      {data.state === 'unconfigured' && (
        <section className={styles.notice}>
          <strong>{t('macro.unconfiguredTitle')}</strong>
          <p>{data.canEditPage ? t('macro.unconfiguredEditor') : t('macro.unconfiguredReader')}</p>
        </section>
      )}
      {data.state === 'templateMissing' && (
        <section className={styles.notice}>
          <strong>{t('macro.templateMissingTitle')}</strong>
          <p>{t('macro.templateMissingBody')}</p>
        </section>
      )}
      {data.state === 'deleted' && (
        <section className={styles.notice} data-testid="macro-deleted">
          <strong>{t('macro.deletedTitle')}</strong>
          <p>
            {data.canRestart && data.templateTitle
              ? t('macro.deletedRestart', { template: data.templateTitle })
              : t('macro.deletedChooseAnother')}
          </p>
          {data.canRestart && (
            <button
              type="button"
              className={styles.button}
              disabled={restarting}
              onClick={() => void restart()}
            >
              {t('macro.restart')}
            </button>
          )}
          {problem && (
            <p className={styles.error} role="alert">
              {problem}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
