/** GET /api/onboarding: the getting-started steps and which the caller has done. */
import { Router } from 'express';
import { handle } from '../../http/endpoint';
import type { ServiceDeps } from '../../services/service-deps';
import { onboardingSteps } from '../../services/onboarding/onboarding-steps';

export function onboardingRoutes(deps: ServiceDeps): Router {
  const router = Router();
  router.get(
    '/onboarding',
    handle({}, (ctx) => onboardingSteps(deps, ctx)),
  );
  return router;
}
