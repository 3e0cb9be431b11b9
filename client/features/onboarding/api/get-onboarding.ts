import { api } from '../../../lib/api-client';
import { useLoad } from '../../../lib/use-load';
import type { OnboardingStep } from '../../../../shared/onboarding';

/** GET /api/onboarding: the getting-started steps, each done or not. */
export const getOnboarding = () => api.get<OnboardingStep[]>('/onboarding');

export const useOnboarding = () => useLoad(getOnboarding, []);
