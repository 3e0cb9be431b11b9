/**
 * Templates as the API sends them. The caller's permissions arrive already decided
 * (policies/permissions.ts): presenters only choose and name fields.
 */
import type {
  TemplateRecord,
  TemplateSummaryRecord,
} from '../db/repositories/templates-repository';
import type { TemplateDto, TemplatePermissions, TemplateSummaryDto } from '../../shared/templates';
import { isCountable } from '../../shared/item-kinds';

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

export function presentTemplateSummary({
  template,
  checklistCount,
  permissions,
}: TemplateSummaryView): TemplateSummaryDto {
  return {
    uid: template.uid,
    title: template.title,
    description: template.description,
    tags: template.tags,
    itemCount: template.itemCount,
    taskCount: template.taskCount,
    ownerId: template.ownerId,
    editorIds: template.editorIds,
    archived: template.archived,
    version: template.version,
    updatedAt: template.updatedAt,
    checklistCount,
    permissions,
  };
}

export function presentTemplate({
  template,
  checklistCount,
  permissions,
}: TemplateView): TemplateDto {
  return {
    ...presentTemplateSummary({
      template: {
        ...template,
        itemCount: template.items.length,
        taskCount: template.items.filter((item) => isCountable(item.kind)).length,
      },
      checklistCount,
      permissions,
    }),
    items: template.items,
    createdAt: template.createdAt,
    createdBy: template.createdBy,
    updatedBy: template.updatedBy,
    sourceExampleId: template.sourceExampleId,
  };
}
