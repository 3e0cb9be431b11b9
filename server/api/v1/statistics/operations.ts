/**
 * `GET /api/v1/checklists/{uid}/statistics` and `GET /api/v1/templates/{uid}/statistics`: the
 * figures the app's statistics screens and their CSV show (docs/STATISTICS.md).
 */
import { z } from 'zod';
import { ITEM_STATUS_CATEGORIES } from '../../../../shared/settings';
import { CHECKLIST_STATUSES } from '../../../../shared/checklist-rules';
import { checklistStatistics } from '../../../services/statistics/checklist-statistics';
import { templateStatistics } from '../../../services/statistics/template-statistics';
import * as schema from '../../statistics/schema';
import { operation, type V1Operation } from '../operation';
import { component, count, day, timestamp } from '../schema-registry';

const ms = () => z.number().int().describe('Milliseconds.');
const durations = component(
  'DurationFigures',
  'Median and 90th percentile by nearest rank (the value at rank ⌈p·n⌉ of the n values in order); null without values.',
  z.object({ count: count(), medianMs: ms().nullable(), p90Ms: ms().nullable() }),
);

const checklistStats = component(
  'ChecklistStatistics',
  "A checklist's statistics: progress over time, time to complete, items by status, contributions per person, skipped and overdue items.",
  z.object({
    checklist: z.object({
      uid: z.string(),
      title: z.string(),
      templateUid: z.string().nullable(),
      status: z.enum(CHECKLIST_STATUSES),
      createdAt: timestamp(),
      completedAt: timestamp().nullable(),
    }),
    today: day(),
    progress: z.object({ settled: count(), total: count(), percent: count() }),
    timeToCompleteMs: ms().nullable().describe('From creation to the recorded completion.'),
    progressOverTime: z
      .array(z.object({ day: day(), settled: z.number().int() }))
      .describe(
        'Countable items settled (done or skipped; signatures signed) at the end of each UTC day with a change.',
      ),
    itemsByStatus: z.array(
      z.object({
        status: z.string(),
        category: z.enum(ITEM_STATUS_CATEGORIES),
        name: z.string().nullable().describe("A custom status's name; null for a built-in one."),
        colour: z.string().nullable(),
        count: count(),
      }),
    ),
    contributions: z.array(
      z.object({
        actorId: z.string(),
        actorName: z.string().nullable(),
        statusChanges: count(),
        notes: count(),
        signatures: count(),
        total: count(),
      }),
    ),
    skippedItems: z.array(
      z.object({
        id: z.string(),
        text: z.string(),
        status: z.string(),
        reason: z.string().nullable(),
        by: z.string().nullable(),
        at: timestamp().nullable(),
      }),
    ),
    overdueItems: z.array(
      z.object({
        id: z.string(),
        text: z.string(),
        dueDate: day(),
        assigneeId: z.string().nullable(),
      }),
    ),
  }),
);

const templateStats = component(
  'TemplateStatistics',
  "A template's statistics over the checklists made from it that the key may see.",
  z.object({
    template: z.object({ uid: z.string(), title: z.string() }),
    today: day(),
    checklists: count(),
    byStatus: z.array(z.object({ status: z.enum(CHECKLIST_STATUSES), count: count() })),
    completed: count().describe(
      'Checklists whose completion is recorded (archived ones included).',
    ),
    completionRate: z.number().min(0).max(1).nullable(),
    timeToComplete: durations,
    items: z.array(
      z.object({ id: z.string(), text: z.string(), done: durations, skipped: count() }),
    ),
    mostSkipped: z.array(z.object({ id: z.string(), text: z.string(), skipped: count() })),
    weekly: z.array(z.object({ weekStart: day(), created: count(), completed: count() })),
  }),
);

export const STATISTICS_OPERATIONS: readonly V1Operation[] = [
  operation(
    {
      id: 'getChecklistStatistics',
      method: 'get',
      path: '/checklists/:uid/statistics',
      tag: 'Statistics',
      summary: "Get a checklist's statistics",
      description:
        "Exact figures from the items and the audit log. `today` (the caller's date) decides what is overdue; the server's UTC date when omitted.",
      params: schema.checklistStatistics.params,
      query: schema.checklistStatistics.query,
      response: checklistStats,
      example: { query: { today: '2026-11-28' } },
    },
    (deps, ctx, { params, query }) => checklistStatistics(deps, ctx, params.uid, query),
  ),
  operation(
    {
      id: 'getTemplateStatistics',
      method: 'get',
      path: '/templates/:uid/statistics',
      tag: 'Statistics',
      summary: "Get a template's statistics",
      description:
        'Over every checklist made from the template that the key may see: checklists by status, completion rate, time to complete, per-item time to done, the items most often skipped and a weekly trend of `weeks` weeks (1–104, 12 by default) ending with the week of `today`.',
      params: schema.templateStatistics.params,
      query: schema.templateStatistics.query,
      response: templateStats,
      example: { query: { today: '2026-11-28', weeks: '12' } },
    },
    (deps, ctx, { params, query }) => templateStatistics(deps, ctx, params.uid, query),
  ),
];
