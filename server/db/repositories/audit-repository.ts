import type { Kysely, Selectable } from 'kysely';
import type { AuditEventsTable, Database } from '../schema';
import { preparedByFields } from '../prepared';

export type AuditRow = Selectable<AuditEventsTable>;

export interface AuditScope {
  checklistUid?: string;
  templateUid?: string;
  place?: { kind: string; id: string };
  /** Site-wide events only (global settings): no checklist and no template. */
  site?: boolean;
}

export interface AuditFilter {
  action?: string;
  actorId?: string;
}

// One event per change is the common case: compiled once (prepared.ts).
const insertOneQuery = preparedByFields(0, (db, row: AuditRow) =>
  db.insertInto('audit_events').values(row),
);

/** The append-only audit log: insert and read, never update or delete (except a purge). */
export function createAuditRepository(db: Kysely<Database>) {
  const scoped = (tenantKey: string, scope: AuditScope, filter: AuditFilter) => {
    let query = db.selectFrom('audit_events').where('tenant_key', '=', tenantKey);
    if (scope.checklistUid) query = query.where('checklist_uid', '=', scope.checklistUid);
    if (scope.templateUid) query = query.where('template_uid', '=', scope.templateUid);
    if (scope.place) {
      query = query
        .where('place_kind', '=', scope.place.kind)
        .where('place_id', '=', scope.place.id);
    }
    if (scope.site)
      query = query.where('checklist_uid', 'is', null).where('template_uid', 'is', null);
    if (filter.action) query = query.where('action', '=', filter.action);
    if (filter.actorId) query = query.where('actor_id', '=', filter.actorId);
    return query;
  };

  return {
    async insert(rows: AuditRow[]): Promise<void> {
      if (rows.length === 1 && rows[0]) await insertOneQuery(db, rows[0]);
      else if (rows.length > 0) await db.insertInto('audit_events').values(rows).execute();
    },

    /** Newest first (ids are time-ordered). */
    async list(
      tenantKey: string,
      scope: AuditScope,
      filter: AuditFilter,
      page: { limit: number; offset: number },
    ): Promise<{ rows: AuditRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        scoped(tenantKey, scope, filter)
          .selectAll()
          .orderBy('id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        scoped(tenantKey, scope, filter)
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    /** Who appears in a scope's log, for the person filter. */
    async actors(tenantKey: string, scope: AuditScope) {
      return scoped(tenantKey, scope, {})
        .select(['actor_kind', 'actor_id', 'actor_name'])
        .distinct()
        .execute();
    },

    async hasAction(tenantKey: string, actorId: string, actions: string[]): Promise<Set<string>> {
      const rows = await db
        .selectFrom('audit_events')
        .select('action')
        .distinct()
        .where('tenant_key', '=', tenantKey)
        .where('actor_id', '=', actorId)
        .where('action', 'in', actions)
        .execute();
      return new Set(rows.map((r) => r.action));
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
