/**
 * GET /api/onboarding: getting-started steps that tick themselves off as the user does them,
 * derived from what the user has done (templates and the audit log); nothing is stored.
 */
import type { RequestContext } from '../../auth/request-context';
import type { Repositories } from '../../db/unit-of-work';
import type { OnboardingStep, OnboardingStepId } from '../../../shared/onboarding';
import { authorize, SITE } from '../../policies/authorize';
import { siteSettings } from '../settings/read-settings';

export async function onboardingSteps(
  deps: { repos: Repositories },
  ctx: RequestContext,
): Promise<OnboardingStep[]> {
  // The caller's own progress.
  authorize(ctx, 'preferences.own', SITE);
  const [done, settings] = await Promise.all([
    deps.repos.audit.hasAction(ctx.tenantKey, ctx.user.id, [
      'template_created',
      'template_updated',
      'created',
      'status_changed',
      'signed',
      'completed',
    ]),
    siteSettings(deps.repos, ctx.tenantKey),
  ]);
  const steps: [OnboardingStepId, boolean][] = [
    ['addTemplate', done.has('template_created')],
    ['editTemplate', done.has('template_updated')],
    ['createChecklist', done.has('created')],
    ['checkItem', done.has('status_changed') || done.has('signed')],
    ['completeChecklist', done.has('completed')],
  ];
  if (ctx.isAdmin) steps.push(['customStatuses', settings.customTaskStatuses.length > 0]);
  return steps.map(([id, isDone]) => ({ id, done: isDone }));
}
