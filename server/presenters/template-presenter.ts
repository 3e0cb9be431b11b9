/**
 * Templates as the API sends them. The caller's permissions arrive already decided
 * (policies/permissions.ts): presenters only choose and name fields.
 */
import type { TemplateDto, TemplateSummaryDto } from '../../shared/templates';
import type { TemplateSummaryView, TemplateView } from '../services/templates/template-views';
import { isCountable } from '../../shared/item-kinds';

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
