import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../ui/use-api';
import { LoadState } from '../../ui/load-state';
import { useOverviewBase } from '../../ui/overview-paths';
import type { OnboardingStep, OnboardingStepId } from '../../../shared/onboarding';
import type { ChecklistSummaryDto } from '../../../shared/checklists';
import type { Page } from '../../../shared/pagination';
import ui from '../../ui/ui.module.css';
import styles from './onboarding.module.css';

const WHERE: Record<OnboardingStepId, string> = {
  addTemplate: 'examples',
  editTemplate: 'templates',
  createChecklist: 'instances/create',
  checkItem: 'instances',
  completeChecklist: 'instances',
  customStatuses: '',
};

/**
 * Getting started: each step ticks itself off once the user has done it (the server derives
 * it from what happened); the list refreshes whenever the user comes back to it.
 */
export default function Onboarding() {
  const { t } = useTranslation();
  const base = useOverviewBase();
  const steps = useApi<OnboardingStep[]>('/onboarding');
  // The portal's overview has no list of all checklists (spec §2): there checking off and
  // completing lead to the most recently changed open checklist, or to the templates.
  const portal = base.startsWith('/web');
  const recent = useApi<Page<ChecklistSummaryDto>>(
    portal ? '/checklists?status=open&perPage=1' : null,
  );
  const recentUid = recent.state === 'loaded' ? recent.data.items[0]?.uid : undefined;
  const where = (id: OnboardingStepId) =>
    WHERE[id] === 'instances' && portal
      ? recentUid
        ? `instances/${recentUid}`
        : 'templates'
      : WHERE[id];
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
                {list.map((step) => (
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
                    {!step.done && where(step.id) && (
                      <Link to={`${base}/${where(step.id)}`}>{t('onboarding.go')}</Link>
                    )}
                  </li>
                ))}
              </ol>
            </>
          );
        }}
      </LoadState>
    </section>
  );
}
