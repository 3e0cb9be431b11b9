import type { AuditRow } from '../db/repositories/audit-repository';
import type { ActorKind, AuditAction, AuditEventDto } from '../../shared/audit';

const parse = (json: string | null): unknown =>
  json === null ? null : (JSON.parse(json) as unknown);

export function presentAuditEvent(row: AuditRow): AuditEventDto {
  return {
    id: row.id,
    checklistUid: row.checklist_uid,
    templateUid: row.template_uid,
    itemId: row.item_id,
    action: row.action as AuditAction,
    actor: { kind: row.actor_kind as ActorKind, id: row.actor_id, displayName: row.actor_name },
    before: parse(row.before_json),
    after: parse(row.after_json),
    at: row.created_at,
  };
}
