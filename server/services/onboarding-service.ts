/**
 * Getting-started steps that tick themselves off as the user does them: each is derived from
 * what the user has done (templates and the audit log), nothing is stored for it.
 */
import type { RequestContext } from '../auth/request-context';
import type { Repositories } from '../db/unit-of-work';
import type { SettingsService } from './settings-service';
import type { OnboardingStep, OnboardingStepId } from '../../shared/onboarding';

export interface OnboardingService {
  steps(ctx: RequestContext): Promise<OnboardingStep[]>;
}

export function createOnboardingService(deps: {
  repos: Repositories;
  settings: SettingsService;
}): OnboardingService {
  return {
    async steps(ctx) {
      const [done, settings] = await Promise.all([
        deps.repos.audit.hasAction(ctx.tenantKey, ctx.user.id, [
          'template_created',
          'template_updated',
          'created',
          'status_changed',
          'signed',
          'completed',
        ]),
        deps.settings.get(ctx),
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
    },
  };
}
