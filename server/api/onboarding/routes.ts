import { Router } from 'express';
import { contextOf } from '../../auth/request-context';
import { asyncHandler } from '../../http/async-handler';
import type { OnboardingService } from '../../services/onboarding-service';

/** GET /api/onboarding: the getting-started steps and which the caller has done. */
export function onboardingRoutes(onboarding: OnboardingService): Router {
  const router = Router();
  router.get(
    '/onboarding',
    asyncHandler(async (req, res) => {
      res.json({ data: await onboarding.steps(contextOf(req)) });
    }),
  );
  return router;
}
