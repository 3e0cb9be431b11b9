/**
 * The examples gallery: curated templates in English and German, copied into a site with one
 * click (POST /api/examples/:id/copy). One file per example.
 */
import type { ExampleTemplate } from '../../shared/examples';
import { softwareRelease } from './software-release';
import { codeReview } from './code-review';
import { bugTriage } from './bug-triage';
import { incidentResponse } from './incident-response';
import { changeRequest } from './change-request';
import { employeeOnboarding } from './employee-onboarding';
import { employeeOffboarding } from './employee-offboarding';
import { customerOnboarding } from './customer-onboarding';
import { accessReview } from './access-review';
import { eventPlanning } from './event-planning';

export const EXAMPLES: readonly ExampleTemplate[] = [
  softwareRelease,
  codeReview,
  bugTriage,
  incidentResponse,
  changeRequest,
  employeeOnboarding,
  employeeOffboarding,
  customerOnboarding,
  accessReview,
  eventPlanning,
];

export function findExample(id: string): ExampleTemplate | undefined {
  return EXAMPLES.find((example) => example.id === id);
}
