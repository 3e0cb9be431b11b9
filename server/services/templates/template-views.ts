/**
 * What the template actions answer: records with their checklist counts and the caller's
 * permissions, already decided by the policies (presenters/template-presenter.ts sends them).
 */
import type {
  TemplateRecord,
  TemplateSummaryRecord,
} from '../../db/repositories/templates-repository';
import type { TemplatePermissions } from '../../../shared/templates';

/** A template with how many checklists were made from it and what the caller may do. */
export interface TemplateSummaryView {
  template: TemplateSummaryRecord;
  checklistCount: number;
  permissions: TemplatePermissions;
}

export interface TemplateView {
  template: TemplateRecord;
  checklistCount: number;
  permissions: TemplatePermissions;
}
