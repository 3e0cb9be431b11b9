/** Getting-started steps; the server derives each one's `done` from what the user did. */
export const ONBOARDING_STEPS = [
  'addTemplate',
  'editTemplate',
  'createChecklist',
  'checkItem',
  'completeChecklist',
  'customStatuses',
] as const;
export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number];

export interface OnboardingStep {
  id: OnboardingStepId;
  done: boolean;
}
