/**
 * One checklist's statistics as SQL aggregates (docs/STATISTICS.md): its items by status, its
 * settled items at the end of each day from the audit log, the changes per person, its skipped
 * and overdue items. Every query names the tenant and the checklist: the items by their
 * primary key, the audit events by `audit_events_checklist` (tenant, checklist, id).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Dialect } from '../database';
import { dayOf, inList, jsonText } from './statistics-sql';

const COUNTABLE = ['task', 'signature'] as const;

export function createChecklistStatisticsRepository(db: Kysely<Database>, dialect: Dialect) {
  const items = (tenantKey: string, uid: string) =>
    db
      .selectFrom('checklist_items as i')
      .where('i.tenant_key', '=', tenantKey)
      .where('i.checklist_uid', '=', uid);

  return {
    /** Countable items per status (and its category). */
    async byStatus(tenantKey: string, uid: string) {
      const rows = await items(tenantKey, uid)
        .where('i.kind', 'in', COUNTABLE)
        .select((eb) => [
          'i.status',
          'i.status_category',
          eb.fn.countAll<number | string>().as('n'),
        ])
        .groupBy(['i.status', 'i.status_category'])
        .orderBy('i.status_category')
        .orderBy('i.status')
        .execute();
      return rows.map((r) => ({
        status: r.status,
        category: r.status_category,
        count: Number(r.n),
      }));
    },

    /**
     * Countable items settled at the end of each day with a change, from the audit log: a
     * status change out of an open status settles one (into one unsettles it), a first
     * signature settles one and a cleared one unsettles it, a removed settled item takes one
     * away. `openStatuses`: the statuses whose category is open (built-in and the site's).
     */
    async settledByDay(tenantKey: string, uid: string, openStatuses: readonly string[]) {
      const open = (column: string) => inList(jsonText(dialect, column, 'status'), openStatuses);
      const delta = sql<number>`case a.action
        when 'status_changed' then
          (case when ${open('a.after_json')} then 0 else 1 end) -
          (case when ${open('a.before_json')} then 0 else 1 end)
        when 'signed' then (case when a.before_json is null then 1 else 0 end)
        when 'signature_cleared' then -1
        when 'item_removed' then
          (case when ${inList(jsonText(dialect, 'a.before_json', 'kind'), COUNTABLE)}
            and not ${open('a.before_json')} then -1 else 0 end)
        else 0 end`;
      const rows = await db
        .selectFrom('audit_events as a')
        .where('a.tenant_key', '=', tenantKey)
        .where('a.checklist_uid', '=', uid)
        .where('a.action', 'in', ['status_changed', 'signed', 'signature_cleared', 'item_removed'])
        .select([
          dayOf('a.created_at').as('day'),
          sql<number | string>`sum(sum(${delta})) over (order by ${dayOf('a.created_at')})`.as(
            'settled',
          ),
        ])
        .groupBy(dayOf('a.created_at'))
        .orderBy('day')
        .execute();
      return rows.map((r) => ({ day: r.day, settled: Number(r.settled) }));
    },

    /** Changes of the checklist per person, most first. */
    async contributions(tenantKey: string, uid: string) {
      const count = (actions: readonly string[]) =>
        sql<number | string>`sum(case when ${inList(sql`a.action`, actions)} then 1 else 0 end)`;
      const rows = await db
        .selectFrom('audit_events as a')
        .where('a.tenant_key', '=', tenantKey)
        .where('a.checklist_uid', '=', uid)
        .select((eb) => [
          // One actor per group (see the grouping below): max() names it on both databases.
          eb.fn.max('a.actor_id').as('actor_id'),
          eb.fn.max('a.actor_name').as('actor_name'),
          count(['status_changed']).as('status_changes'),
          count(['note_changed']).as('notes'),
          count(['signed']).as('signatures'),
          eb.fn.countAll<number | string>().as('total'),
        ])
        // Grouped by an expression: SQLite would otherwise read the site's events by actor
        // (audit_events_actor, already grouped) instead of the checklist's.
        .groupBy(sql`coalesce(a.actor_id, '')`)
        .orderBy('total', 'desc')
        .orderBy('actor_id')
        .execute();
      return rows.map((r) => ({
        actorId: r.actor_id,
        actorName: r.actor_name,
        statusChanges: Number(r.status_changes),
        notes: Number(r.notes),
        signatures: Number(r.signatures),
        total: Number(r.total),
      }));
    },

    /** Items skipped now (any status of the skipped category), in checklist order. */
    skipped(tenantKey: string, uid: string) {
      return items(tenantKey, uid)
        .where('i.status_category', '=', 'skipped')
        .select([
          'i.id',
          'i.text',
          'i.status',
          'i.skip_reason',
          'i.status_set_by',
          'i.status_set_at',
        ])
        .orderBy('i.position')
        .execute();
    },

    /** Open tasks due before `today`, earliest first. */
    overdue(tenantKey: string, uid: string, today: string) {
      return items(tenantKey, uid)
        .where('i.kind', '=', 'task')
        .where('i.status_category', '=', 'open')
        .where('i.due_date', '<', today)
        .select(['i.id', 'i.text', 'i.due_date', 'i.assignee_id'])
        .orderBy('i.due_date')
        .orderBy('i.position')
        .execute();
    },
  };
}
