/**
 * "My items": the open tasks assigned to one person across the site's checklists, overdue
 * first, then by due date (undated last), then by checklist and position. Tenant-scoped; the
 * index `checklist_items_assignee` (tenant, assignee, category, due date) finds them without
 * reading the site's other items (docs/PERFORMANCE.md).
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

export interface AssignedItemsFilter {
  tenantKey: string;
  assigneeId: string;
  /** Only standalone checklists of the templates this portal user was invited to. */
  portalUid?: string;
  /** Places (`<kind>:<id>`) whose checklists are left out: those the caller's host hides. */
  hiddenPlaces?: readonly string[];
}

function assigned(db: Kysely<Database>, f: AssignedItemsFilter) {
  let query = db
    .selectFrom('checklist_items as i')
    .innerJoin('checklists as c', (join) =>
      join.onRef('c.uid', '=', 'i.checklist_uid').onRef('c.tenant_key', '=', 'i.tenant_key'),
    )
    .where('i.tenant_key', '=', f.tenantKey)
    .where('i.assignee_id', '=', f.assigneeId)
    .where('i.status_category', '=', 'open')
    .where('i.kind', '=', 'task')
    .where('c.status', 'in', ['not_started', 'in_progress', 'completed']);
  if (f.portalUid !== undefined) {
    const portalUid = f.portalUid;
    query = query
      .where('c.place_kind', '=', 'standalone')
      .where('c.template_uid', 'in', (eb) =>
        eb
          .selectFrom('invitations')
          .select('invitations.template_uid')
          .where('invitations.tenant_key', '=', f.tenantKey)
          .where('invitations.used_by', '=', portalUid),
      );
  }
  if (f.hiddenPlaces?.length) {
    const list = JSON.stringify(f.hiddenPlaces);
    const hidden =
      db.getExecutor().adapter instanceof PostgresAdapter
        ? sql`select jsonb_array_elements_text(${list}::jsonb)`
        : sql`select value from json_each(${list})`;
    query = query.where((eb) =>
      eb.or([
        eb('c.place_id', 'is', null),
        sql<boolean>`c.place_kind || ':' || c.place_id not in (${hidden})`,
      ]),
    );
  }
  return query;
}

const PAGE_COLUMNS = [
  'i.checklist_uid',
  'i.id',
  'i.text',
  'i.mandatory',
  'i.due_date',
  'i.status',
  'i.status_category',
  'i.version',
  'c.title as checklist_title',
  'c.place_kind',
  'c.place_id',
  'c.place_key',
  'c.macro_id',
  'c.status as checklist_status',
  'c.archived_at',
  'c.template_uid',
] as const;

/**
 * One range of the order, read in the index's own order (no sort step): the dated items by
 * due date, or the undated ones; within a date by checklist and position.
 */
function range(
  db: Kysely<Database>,
  filter: AssignedItemsFilter,
  dated: boolean,
  page: { limit: number; offset: number },
) {
  return assigned(db, filter)
    .where('i.due_date', dated ? 'is not' : 'is', null)
    .select(PAGE_COLUMNS)
    .orderBy('i.due_date')
    .orderBy('i.checklist_uid')
    .orderBy('i.position')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export function createAssignedItemsRepository(db: Kysely<Database>) {
  return {
    /**
     * One page of the person's open tasks with their checklists, and how many there are.
     * "Undated last" is no index order, so the page reads the dated range and then the
     * undated one, each in index order, instead of sorting every open task of the person.
     */
    async page(filter: AssignedItemsFilter, page: { limit: number; offset: number }) {
      const counted = await assigned(db, filter)
        .select((eb) => [
          eb.fn.countAll<number | string>().as('n'),
          eb.fn.count<number | string>('i.due_date').as('dated'),
        ])
        .executeTakeFirstOrThrow();
      const total = Number(counted.n);
      const dated = Number(counted.dated);
      const rows = page.offset < dated ? await range(db, filter, true, page) : [];
      const left = page.limit - rows.length;
      if (left > 0 && page.offset + rows.length < total) {
        const offset = Math.max(0, page.offset - dated);
        rows.push(...(await range(db, filter, false, { limit: left, offset })));
      }
      return { rows, total };
    },

    /** How many of the person's open tasks there are, and how many were due before `today`. */
    async count(filter: AssignedItemsFilter, today: string) {
      const row = await assigned(db, filter)
        .select((eb) => [
          eb.fn.countAll<number | string>().as('n'),
          eb.fn
            .sum<number | string | null>(
              sql`case when i.due_date is not null and i.due_date < ${today} then 1 else 0 end`,
            )
            .as('overdue'),
        ])
        .executeTakeFirstOrThrow();
      return { total: Number(row.n), overdue: Number(row.overdue ?? 0) };
    },
  };
}

export type AssignedItemRow = Awaited<
  ReturnType<ReturnType<typeof createAssignedItemsRepository>['page']>
>['rows'][number];
