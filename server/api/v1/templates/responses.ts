/** What the template operations answer (TemplateDto, TemplateSummaryDto, TemplateListDto). */
import { z } from 'zod';
import { ITEM_KINDS } from '../../../../shared/item-kinds';
import { component, count, pageFields, timestamp } from '../schema-registry';

export const templatePermissions = component(
  'TemplatePermissions',
  'What the key may do with the template (the same rules the server enforces).',
  z.object({
    canEdit: z.boolean(),
    canDelete: z.boolean(),
    canUse: z.boolean(),
    canChangeEditors: z.boolean(),
  }),
);

export const templateItem = component(
  'TemplateItem',
  "A template's item: what every checklist made from it starts with.",
  z.object({
    id: z.string(),
    kind: z.enum(ITEM_KINDS),
    text: z.string().describe('Markdown.'),
    mandatory: z.boolean(),
    assigneeId: z.string().nullable(),
    dueOffsetDays: z
      .number()
      .int()
      .nullable()
      .describe('Days after a checklist is created that the item is due.'),
  }),
);

const summaryFields = {
  uid: z.string(),
  title: z.string(),
  description: z.string().describe('Markdown.'),
  tags: z.array(z.string()),
  itemCount: count().describe('Every item, headings and notes included.'),
  taskCount: count().describe('Tasks and signatures: what progress counts.'),
  ownerId: z.string(),
  editorIds: z.array(z.string()),
  archived: z.boolean(),
  version: z.number().int().min(1),
  updatedAt: timestamp(),
  checklistCount: count(),
  permissions: templatePermissions,
};

export const templateSummary = component(
  'TemplateSummary',
  'A template as lists show it (without its items).',
  z.object(summaryFields),
);

export const template = component(
  'Template',
  'A template with its items.',
  z.object({
    ...summaryFields,
    items: z.array(templateItem),
    createdAt: timestamp(),
    createdBy: z.string(),
    updatedBy: z.string(),
    sourceExampleId: z.string().nullable(),
  }),
);

export const templateList = component(
  'TemplateList',
  'A page of templates and every tag in use on the site.',
  z.object({ items: z.array(templateSummary), ...pageFields, tags: z.array(z.string()) }),
);
