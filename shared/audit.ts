/** The audit log: actions, query and DTO. */
import { z } from 'zod';
import { paginationQuerySchema } from './pagination';
import { userIdSchema } from './items';
import { AUDIT_ACTIONS, type AuditAction } from './audit-actions';
import type { Page } from './pagination';

export { AUDIT_ACTIONS, type AuditAction };

/** `jira`: Jira for a person (default templates, deleted issues); `workflow`: a workflow rule for the person who transitioned. */
export const ACTOR_KINDS = [
  'atlassian',
  'portal',
  'apiKey',
  'share',
  'system',
  'jira',
  'workflow',
] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

export const auditQuerySchema = paginationQuerySchema
  .extend({
    action: z.enum(AUDIT_ACTIONS).optional(),
    actorId: userIdSchema.optional(),
  })
  .strict();
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export interface AuditEventDto {
  id: string;
  checklistUid: string | null;
  templateUid: string | null;
  itemId: string | null;
  /** The item's text as its checklist has it now: null without an item, or once it is removed. */
  itemText: string | null;
  action: AuditAction;
  actor: { kind: ActorKind; id: string; displayName: string | null };
  before: unknown;
  after: unknown;
  at: string;
}

/** GET /api/checklists/:uid/audit: a page of events and everyone in the log. */
export interface AuditLogDto extends Page<AuditEventDto> {
  /** Everyone in this log, for the person filter. */
  actors: { kind: ActorKind; id: string; displayName: string | null }[];
}
