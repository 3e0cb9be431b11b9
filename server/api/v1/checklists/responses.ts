/**
 * What the checklist and item operations answer (ChecklistDto, ChecklistSummaryDto, the page
 * of summaries, ItemResult).
 */
import { z } from 'zod';
import { CHECKLIST_STATUSES } from '../../../../shared/checklist-rules';
import { ITEM_KINDS } from '../../../../shared/item-kinds';
import { ITEM_STATUS_CATEGORIES } from '../../../../shared/settings';
import { SIGNATURE_IMAGE_TYPES } from '../../../../shared/constants';
import { component, count, day, pageFields, timestamp } from '../schema-registry';

export const checklistPermissions = component(
  'ChecklistPermissions',
  'What the key may do with the checklist (the same rules the server enforces).',
  z.object({
    canEdit: z
      .boolean()
      .describe('Change its structure: items, title, assignee, due date, skip, reopen.'),
    canDelete: z.boolean(),
    canShare: z.boolean(),
    canWork: z.boolean().describe('Statuses, notes, item assignees, signing.'),
    canArchive: z.boolean(),
  }),
);

export const place = component(
  'Place',
  'Where a checklist lives: on its own, on a Jira issue or on a Confluence page.',
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('standalone') }),
    z.object({ kind: z.literal('jira_issue'), id: z.string(), key: z.string() }),
    z.object({
      kind: z.literal('confluence_page'),
      id: z.string(),
      macroId: z.string().optional(),
    }),
  ]),
);

export const progress = component(
  'Progress',
  'Settled countable items (tasks and signatures) of all countable items.',
  z.object({ done: count(), total: count(), percent: z.number().int().min(0).max(100) }),
);

export const checklistItem = component(
  'ChecklistItem',
  "A checklist's item, with its status and who set it.",
  z.object({
    id: z.string(),
    position: z.number().int(),
    kind: z.enum(ITEM_KINDS),
    text: z.string().describe('Markdown.'),
    mandatory: z.boolean(),
    assigneeId: z.string().nullable(),
    dueDate: day().nullable(),
    status: z.string().describe('open, done, skipped or a custom status id of the site.'),
    statusCategory: z.enum(ITEM_STATUS_CATEGORIES),
    statusSetBy: z.string().nullable(),
    statusSetAt: timestamp().nullable(),
    skipReason: z.string().nullable(),
    note: z.string().nullable(),
    noteBy: z.string().nullable(),
    noteAt: timestamp().nullable(),
    signature: z
      .object({
        mimeType: z.enum(SIGNATURE_IMAGE_TYPES),
        signedBy: z.string(),
        signedAt: timestamp(),
        canRemove: z.boolean(),
      })
      .nullable(),
    version: z.number().int().min(1).describe('Send it with a change of this item.'),
  }),
);

const stateFields = {
  uid: z.string(),
  status: z.enum(CHECKLIST_STATUSES),
  progress,
  openRequired: count().describe('Required items still open: what keeps it from completing.'),
  completedAt: timestamp().nullable(),
  completedBy: z.string().nullable(),
  updatedAt: timestamp(),
  version: z.number().int().min(1),
};

const summaryFields = {
  ...stateFields,
  title: z.string(),
  templateUid: z.string().nullable(),
  templateTitle: z.string().nullable(),
  templateVersion: z.number().int().nullable(),
  place,
  assigneeId: z.string().nullable(),
  dueDate: day().nullable(),
  createdBy: z.string(),
  createdAt: timestamp(),
  skippedAt: timestamp().nullable(),
  skippedBy: z.string().nullable(),
  skipReason: z.string().nullable(),
  archivedAt: timestamp().nullable(),
  metaVersion: z
    .number()
    .int()
    .min(1)
    .describe('Send it with a change of the title, assignee or due date.'),
  permissions: checklistPermissions,
};

export const checklistSummary = component(
  'ChecklistSummary',
  'A checklist as lists show it (without its items).',
  z.object(summaryFields),
);

export const checklist = component(
  'Checklist',
  'A checklist with its items.',
  z.object({ ...summaryFields, items: z.array(checklistItem) }),
);

export const checklistPage = component(
  'ChecklistPage',
  'A page of checklists.',
  z.object({ items: z.array(checklistSummary), ...pageFields }),
);

export const itemResult = component(
  'ItemResult',
  "What an item change answers: the item (null once removed) and its checklist's new state.",
  z.object({ item: checklistItem.nullable(), checklist: z.object(stateFields) }),
);
