/**
 * The Jira app's contract (docs/JIRA.md): the issue property Jira indexes and the validator
 * reads, the glance's properties, the workflow rules' configurations, and the `/api/jira`
 * request and answer types.
 */
import { z } from 'zod';
import { uidSchema } from './templates';
import type { ChecklistDto } from './checklists';
import type { LANGUAGES } from './language';
import { VERSION_MAX } from './constants';

/** The issue property the server keeps in sync (`jiraEntityProperties` indexes it for JQL). */
export const ISSUE_PROPERTY_KEY = 'checklists';

/** Most open mandatory items the property names (the validator's message lists them). */
export const OPEN_ITEMS_NAMED_MAX = 5;
/** Longest item text the property keeps; longer ones are cut with "…". */
export const OPEN_ITEM_TEXT_MAX = 60;

/**
 * The value of the issue property `checklists`, over the issue's checklists that are not
 * archived. JQL: checklistCount, checklistTotal, checklistDone, checklistMandatoryOpen,
 * checklistProgress, checklistComplete.
 */
export interface ChecklistsIssueProperty {
  /** Checklists on the issue. */
  count: number;
  /** Countable items (tasks and signatures) over all of them. */
  total: number;
  /** Of those, done or skipped (signatures: signed). */
  done: number;
  /** Required items still open (mandatory ones, or all when a checklist has none mandatory). */
  mandatoryOpen: number;
  /** 0–100, rounded down; 100 when there is nothing to do. */
  progress: number;
  /** Every checklist completed or skipped (false without checklists). */
  complete: boolean;
  /**
   * The first open required items for the validator's message, one entry per checklist
   * naming it once: "Release: Sign-off, Deploy" (the message joins them with "; ").
   */
  openMandatoryItems: string[];
  /** How many items those entries name (the message adds "and more" when fewer than open). */
  namedOpen: number;
}

/** The glance (`jiraIssueGlances`) and the issue properties Jira reads its lozenge and label from. */
export const GLANCE_MODULE_KEY = 'checklists-glance';
export const glancePropertyKey = (appKey: string, part: 'status' | 'label') =>
  `com.atlassian.jira.issue:${appKey}:${GLANCE_MODULE_KEY}:${part}`;
export type GlanceLozengeType = 'default' | 'inprogress' | 'success' | 'new';
export interface GlanceStatusProperty {
  type: 'lozenge';
  value: { label: string; type: GlanceLozengeType };
}

// ---- Workflow rules ----------------------------------------------------------------------

export const POST_FUNCTION_KINDS = ['complete', 'skip'] as const;
export type PostFunctionKind = (typeof POST_FUNCTION_KINDS)[number];

/** Most templates a workflow rule can name. */
export const RULE_TEMPLATES_MAX = 50;

/** What "Complete checklists" and "Skip checklists" store (AP.jira.WorkflowConfiguration). */
export const postFunctionConfigSchema = z
  .object({
    /** `all` checklists of the issue, or only those made from `templateUids`. */
    checklists: z.enum(['all', 'templates']).default('all'),
    templateUids: z.array(uidSchema).max(RULE_TEMPLATES_MAX).default([]),
    /** Complete only: tick open mandatory items (else a checklist with open ones is left open). */
    tickMandatory: z.boolean().default(false),
  })
  .strict();
export type PostFunctionConfig = z.infer<typeof postFunctionConfigSchema>;

/** What the validator "Checklists complete" stores: Jira evaluates it in the descriptor's expression. */
export const validatorConfigSchema = z
  .object({
    /** `mandatory`: every required item done; `progress`: at least `minProgress` % done. */
    mode: z.enum(['mandatory', 'progress']).default('mandatory'),
    minProgress: z.number().int().min(1).max(100).default(100),
    /** Jira expressions cannot see the user's language: the message's language is chosen here. */
    language: z.enum(['en', 'de'] satisfies typeof LANGUAGES).default('en'),
  })
  .strict();
export type ValidatorConfig = z.infer<typeof validatorConfigSchema>;

// ---- /api/jira ----------------------------------------------------------------------------

export const jiraIdSchema = z.string().regex(/^\d{1,20}$/);

export interface JiraProjectDto {
  id: string;
  key: string;
  name: string;
}
export interface JiraIssueTypeDto {
  id: string;
  name: string;
}

/** GET /api/jira/issues/:issueId/panel: what the issue panel shows (defaults applied first). */
export interface IssuePanelDto {
  issue: { id: string; key: string; projectId: string; issueTypeId: string };
  /** The project is enabled for Checklists (no project picked on the site means all are). */
  projectEnabled: boolean;
  /** The issue's checklists that are not archived, oldest first, with their items. */
  checklists: ChecklistDto[];
}

/** GET /api/jira/enabled-projects (site admins). */
export interface EnabledProjectsDto {
  /** Empty: every project is enabled. */
  projects: JiraProjectDto[];
  version: number;
}
export const updateEnabledProjectsSchema = z
  .object({
    projectIds: z.array(jiraIdSchema).max(500),
    /** The version read: a stale one is a 409. */
    version: z.number().int().min(0).max(VERSION_MAX),
  })
  .strict();
export type UpdateEnabledProjectsInput = z.infer<typeof updateEnabledProjectsSchema>;

export const projectSearchQuerySchema = z
  .object({ query: z.string().trim().max(100).default('') })
  .strict();

/** GET /api/jira/projects/:projectId/default-templates (project admins). */
export interface DefaultTemplatesDto {
  project: JiraProjectDto;
  issueTypes: JiraIssueTypeDto[];
  /** Per issue type with defaults: the templates, in the order they are applied. */
  defaults: { issueTypeId: string; templates: { uid: string; title: string }[] }[];
}
/** PUT /api/jira/projects/:projectId/default-templates/:issueTypeId */
export const updateDefaultTemplatesSchema = z
  .object({ templateUids: z.array(uidSchema).max(RULE_TEMPLATES_MAX) })
  .strict();
export type UpdateDefaultTemplatesInput = z.infer<typeof updateDefaultTemplatesSchema>;
