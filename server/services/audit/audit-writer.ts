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
  place?: { kind: string; id?: string | null } | null;
  before?: unknown;
  after?: unknown;
}

const ACTOR_NAME_MAX = 255;

/**
 * Who an API key's change is by, as the log shows it: the key's owner (a person, or the site)
 * and the key. The actor's id stays the owner's, so "by person" finds their keys' changes too.
 */
function apiKeyActorName(ctx: RequestContext, key: { name: string }): string {
  const owner = ctx.user.kind === 'apiKey' ? 'Site' : (ctx.user.displayName ?? ctx.user.id);
  const keyPart = ` · API key "${key.name}"`;
  // The column holds 255 characters: a long owner's name is shortened, never the key's.
  const room = Math.max(0, ACTOR_NAME_MAX - [...keyPart].length);
  return [...owner].slice(0, room).join('') + keyPart;
}

export function auditRows(ctx: RequestContext, at: string, entries: AuditEntry[]): AuditRow[] {
  const ms = Date.parse(at);
  const key = ctx.credential === 'apiKey' ? ctx.apiKey : undefined;
  const actorKind = key ? 'apiKey' : ctx.user.kind;
  const actorName = key ? apiKeyActorName(ctx, key) : ctx.user.displayName;
  return entries.map((entry) => ({
    id: newEventId(ms),
    tenant_key: ctx.tenantKey,
    checklist_uid: entry.checklistUid ?? null,
    template_uid: entry.templateUid ?? null,
    item_id: entry.itemId ?? null,
    place_kind: entry.place?.kind ?? null,
    place_id: entry.place?.id ?? null,
    action: entry.action,
    actor_kind: actorKind,
    actor_id: ctx.user.id,
    actor_name: actorName,
    before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
    after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
    created_at: at,
  }));
}
