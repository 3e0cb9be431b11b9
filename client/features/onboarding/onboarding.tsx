import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../ui/load-state';
import { useOverviewPaths, type OverviewPaths } from '../../routing/paths';
import { useChecklists } from '../../api/list-checklists';
import { useOnboarding } from './api/get-onboarding';
import type { OnboardingStepId } from '../../../shared/onboarding';
import ui from '../../ui/ui.module.css';
import styles from './onboarding.module.css';

/** Where each step is done; checking off and completing happen in a checklist. */
const WHERE: Record<OnboardingStepId, ((to: OverviewPaths) => string) | 'checklist' | null> = {
  addTemplate: (to) => to.examples(),
  editTemplate: (to) => to.templates(),
  createChecklist: (to) => to.createChecklist(),
  checkItem: 'checklist',
  completeChecklist: 'checklist',
  customStatuses: null,
};

/**
 * Getting started: each step ticks itself off once the user has done it (the server derives
 * it from what happened); the list refreshes whenever the user comes back to it.
 */
export default function Onboarding() {
  const { t } = useTranslation();
  const to = useOverviewPaths();
  const steps = useOnboarding();
  // The portal's overview has no list of all checklists (docs/PRODUCT.md, "Screens and routes"): there checking off and
  // completing lead to the most recently changed open checklist, or to the templates.
  const recent = useChecklists(to.checklists ? null : { status: 'open', perPage: 1 });
  const recentUid = recent.state === 'loaded' ? recent.data.items[0]?.uid : undefined;
  const where = (id: OnboardingStepId): string | null => {
    const place = WHERE[id];
    if (place !== 'checklist') return place && place(to);
    if (to.checklists) return to.checklists();
    return recentUid ? to.checklist(recentUid) : to.templates();
  };
  const { reload } = steps;
  useEffect(() => {
    const refresh = () => document.visibilityState === 'visible' && reload();
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener('focus', refresh);
    };
  }, [reload]);

  return (
    <section data-testid="onboarding">
      <h2 className={ui.heading}>{t('onboarding.title')}</h2>
      <LoadState value={steps}>
        {(list) => {
          const done = list.filter((s) => s.done).length;
          return (
            <>
              <p className={ui.subtle}>{t('onboarding.progress', { done, total: list.length })}</p>
              <ol className={styles.steps}>
                {list.map((step) => {
                  const link = step.done ? null : where(step.id);
                  return (
                    <li
                      key={step.id}
                      className={step.done ? styles.done : styles.step}
                      data-testid="onboarding-step"
                      data-done={step.done}
                    >
                      <span className={styles.mark} aria-hidden="true">
                        {step.done ? '✓' : ''}
                      </span>
                      <span className={styles.text}>
                        <strong>{t(`onboarding.steps.${step.id}.title`)}</strong>
                        <span className={ui.subtle}>{t(`onboarding.steps.${step.id}.hint`)}</span>
                      </span>
                      <span className={ui.subtle}>{step.done ? t('onboarding.done') : ''}</span>
                      {link && <Link to={link}>{t('onboarding.go')}</Link>}
                    </li>
                  );
                })}
              </ol>
            </>
          );
        }}
      </LoadState>
    </section>
  );
}
