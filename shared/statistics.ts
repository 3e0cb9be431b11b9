/**
 * Checklist and template statistics (docs/STATISTICS.md says what each figure means exactly).
 * Computed on the server with SQL aggregates over the items and the audit log, never sampled:
 * `GET /api/checklists/:uid/statistics`, `GET /api/templates/:uid/statistics` and their
 * `/api/v1` operations answer these shapes; the screens and their CSV show the same figures.
 * Durations are whole milliseconds; timestamps ISO-8601 UTC; days and weeks `YYYY-MM-DD` (UTC).
 */
import { z } from 'zod';
import { dateSchema, queryIntegerSchema } from './fields';
import type { ChecklistStatus } from './checklist-rules';
import type { ItemStatusCategory } from './settings';

import { STATISTICS_WEEKS_DEFAULT, STATISTICS_WEEKS_MAX } from './statistics-limits';

export * from './statistics-limits';

/** `today`: the caller's date (what is overdue, where the trend ends); the server's UTC date when omitted. */
export const checklistStatisticsQuerySchema = z.object({ today: dateSchema.optional() }).strict();
export type ChecklistStatisticsQuery = z.infer<typeof checklistStatisticsQuerySchema>;

export const templateStatisticsQuerySchema = z
  .object({
    today: dateSchema.optional(),
    weeks: queryIntegerSchema(1, STATISTICS_WEEKS_MAX).default(STATISTICS_WEEKS_DEFAULT),
  })
  .strict();
export type TemplateStatisticsQuery = z.infer<typeof templateStatisticsQuerySchema>;

/** The middle and the 90th percentile by nearest rank (the value at rank ⌈p·n⌉); null without values. */
export interface DurationFigures {
  count: number;
  medianMs: number | null;
  p90Ms: number | null;
}

export interface StatusCount {
  status: string;
  category: ItemStatusCategory;
  /** A custom status's name and colour; null for the built-in ones (the client names them). */
  name: string | null;
  colour: string | null;
  count: number;
}

export interface ProgressPoint {
  /** A UTC day on which the checklist's items changed. */
  day: string;
  /** Countable items settled (done or skipped; signatures signed) at the end of that day. */
  settled: number;
}

export interface Contribution {
  actorId: string;
  actorName: string | null;
  statusChanges: number;
  notes: number;
  signatures: number;
  /** Every change of the checklist by this person (the three above and the others). */
  total: number;
}

export interface SkippedItem {
  id: string;
  text: string;
  status: string;
  reason: string | null;
  by: string | null;
  at: string | null;
}

export interface OverdueItem {
  id: string;
  text: string;
  dueDate: string;
  assigneeId: string | null;
}

export interface ChecklistStatisticsDto {
  checklist: {
    uid: string;
    title: string;
    templateUid: string | null;
    status: ChecklistStatus;
    createdAt: string;
    completedAt: string | null;
  };
  today: string;
  progress: { settled: number; total: number; percent: number };
  /** From creation to the recorded completion; null while not complete. */
  timeToCompleteMs: number | null;
  progressOverTime: ProgressPoint[];
  itemsByStatus: StatusCount[];
  contributions: Contribution[];
  skippedItems: SkippedItem[];
  overdueItems: OverdueItem[];
}

export interface TemplateItemFigures {
  id: string;
  text: string;
  /** Checklists in which this item is done now, and its time to done there. */
  done: DurationFigures;
  skipped: number;
}

export interface WeekFigures {
  /** The Monday (UTC) the week starts on. */
  weekStart: string;
  created: number;
  completed: number;
}

export interface TemplateStatisticsDto {
  template: { uid: string; title: string };
  today: string;
  checklists: number;
  byStatus: { status: ChecklistStatus; count: number }[];
  /** Checklists whose completion is recorded (archived ones included). */
  completed: number;
  /** completed / checklists, 0–1; null without checklists. */
  completionRate: number | null;
  timeToComplete: DurationFigures;
  items: TemplateItemFigures[];
  mostSkipped: { id: string; text: string; skipped: number }[];
  weekly: WeekFigures[];
}
