/** The audit log: actions, query and DTO. */
import { z } from 'zod';
import { paginationQuerySchema } from './pagination';
import { userIdSchema } from './items';

export const AUDIT_ACTIONS = [
  'created',
  'renamed',
  'assigned',
  'due_date_changed',
  'item_added',
  'item_edited',
  'item_moved',
  'item_removed',
  'status_changed',
  'signed',
  'signature_cleared',
  'note_changed',
  'completed',
  'reopened',
  'skipped',
  'archived',
  'unarchived',
  'shared',
  'share_revoked',
  'exported',
  'imported',
  'deleted',
  'template_created',
  'template_updated',
  'template_archived',
  'template_unarchived',
  'template_deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const ACTOR_KINDS = ['atlassian', 'portal', 'apiKey', 'share', 'system'] as const;
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
  action: AuditAction;
  actor: { kind: ActorKind; id: string; displayName: string | null };
  before: unknown;
  after: unknown;
  at: string;
}
