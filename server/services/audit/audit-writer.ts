/** Builds audit rows for the caller; written in the same transaction as the change. */
import type { RequestContext } from '../../auth/request-context';
import type { AuditRow } from '../../db/repositories/audit-repository';
import type { AuditAction } from '../../../shared/audit';
import { newEventId } from '../../lib/ids';

export interface AuditEntry {
  action: AuditAction;
  checklistUid?: string | null;
  templateUid?: string | null;
  itemId?: string | null;
  place?: { kind: string; id: string | null } | null;
  before?: unknown;
  after?: unknown;
}

export function auditRows(ctx: RequestContext, at: string, entries: AuditEntry[]): AuditRow[] {
  const ms = Date.parse(at);
  return entries.map((entry) => ({
    id: newEventId(ms),
    tenant_key: ctx.tenantKey,
    checklist_uid: entry.checklistUid ?? null,
    template_uid: entry.templateUid ?? null,
    item_id: entry.itemId ?? null,
    place_kind: entry.place?.kind ?? null,
    place_id: entry.place?.id ?? null,
    action: entry.action,
    actor_kind: ctx.user.kind,
    actor_id: ctx.user.id,
    actor_name: ctx.user.displayName,
    before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
    after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
    created_at: at,
  }));
}
