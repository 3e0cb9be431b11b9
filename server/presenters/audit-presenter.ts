import type { AuditRow } from '../db/repositories/audit-repository';
import { itemTextKey, type AuditLogView } from '../services/audit/read-audit';
import type { ActorKind, AuditAction, AuditEventDto, AuditLogDto } from '../../shared/audit';
import type { Page } from '../../shared/pagination';

const parse = (json: string | null): unknown =>
  json === null ? null : (JSON.parse(json) as unknown);

export function presentAuditEvent(row: AuditRow, itemText: string | null = null): AuditEventDto {
  return {
    id: row.id,
    checklistUid: row.checklist_uid,
    templateUid: row.template_uid,
    itemId: row.item_id,
    itemText,
    action: row.action as AuditAction,
    actor: { kind: row.actor_kind as ActorKind, id: row.actor_id, displayName: row.actor_name },
    before: parse(row.before_json),
    after: parse(row.after_json),
    at: row.created_at,
  };
}

export function presentAuditPage(page: Page<AuditRow>): Page<AuditEventDto> {
  return { ...page, items: page.items.map((row) => presentAuditEvent(row)) };
}

export function presentAuditLog(log: AuditLogView): AuditLogDto {
  const actors = new Map<string, AuditLogDto['actors'][number]>();
  for (const a of log.actors)
    actors.set(a.actor_id, {
      kind: a.actor_kind as ActorKind,
      id: a.actor_id,
      displayName: a.actor_name,
    });
  const textOf = (row: AuditRow) =>
    row.checklist_uid && row.item_id
      ? (log.itemTexts.get(itemTextKey(row.checklist_uid, row.item_id)) ?? null)
      : null;
  return {
    page: log.page,
    perPage: log.perPage,
    total: log.total,
    items: log.items.map((row) => presentAuditEvent(row, textOf(row))),
    actors: [...actors.values()],
  };
}
