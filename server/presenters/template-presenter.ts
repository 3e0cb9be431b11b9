import type { RequestContext } from '../auth/request-context';
import type {
  TemplateRecord,
  TemplateSummaryRecord,
} from '../db/repositories/templates-repository';
import type { TemplateDto, TemplateSummaryDto } from '../../shared/templates';
import { templatePolicy } from '../services/policies';
import { isCountable } from '../../shared/item-kinds';

export function presentTemplateSummary(
  ctx: RequestContext,
  template: TemplateSummaryRecord,
  checklistCount: number,
): TemplateSummaryDto {
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
    permissions: templatePolicy(ctx, template),
  };
}

export function presentTemplate(
  ctx: RequestContext,
  template: TemplateRecord,
  checklistCount: number,
): TemplateDto {
  return {
    ...presentTemplateSummary(
      ctx,
      {
        ...template,
        itemCount: template.items.length,
        taskCount: template.items.filter((item) => isCountable(item.kind)).length,
      },
      checklistCount,
    ),
    items: template.items,
    createdAt: template.createdAt,
    createdBy: template.createdBy,
    updatedBy: template.updatedBy,
    sourceExampleId: template.sourceExampleId,
  };
}
