/**
 * A template's statistics as SQL aggregates over its checklists and their items
 * (docs/STATISTICS.md). Percentiles are by nearest rank, the value at rank ⌈p·n⌉: PostgreSQL's
 * `percentile_disc`, and on SQLite (which has none) the same rank picked with `row_number()`.
 * Every query names the tenant and the template (index `checklists_tenant_template`) and
 * leaves out the checklists on places the caller may not see.
 */
import { sql, type Expression, type Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Dialect } from '../database';
import { durationMs, notHidden, weekOf } from './statistics-sql';

export interface TemplateScope {
  tenantKey: string;
  templateUid: string;
  /** Only standalone checklists (portal users see no placed one). */
  standaloneOnly?: boolean;
  /** Places (placeKey) whose checklists are left out. */
  hiddenPlaces?: readonly string[];
}

const COUNTABLE = ['task', 'signature'] as const;

type Figures = { n: number | string; median: number | string | null; p90: number | string | null };
const numberOrNull = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : Number(value);
const figures = (row: Figures | undefined) => ({
  count: Number(row?.n ?? 0),
  medianMs: numberOrNull(row?.median),
  p90Ms: numberOrNull(row?.p90),
});

export function createTemplateStatisticsRepository(db: Kysely<Database>, dialect: Dialect) {
  const checklists = (scope: TemplateScope) => {
    let query = db
      .selectFrom('checklists as c')
      .where('c.tenant_key', '=', scope.tenantKey)
      .where('c.template_uid', '=', scope.templateUid);
    if (scope.standaloneOnly) query = query.where('c.place_kind', '=', 'standalone');
    if (scope.hiddenPlaces?.length) query = query.where(notHidden(dialect, scope.hiddenPlaces));
    return query;
  };
  // A cross join with the conditions in the where clause: SQLite then keeps the order written
  // (the template's checklists first, then each one's items by primary key) instead of
  // reading every item of the site; PostgreSQL plans it as the inner join it is. On SQLite the
  // items' tenant is compared as an expression (`+`), or its planner, without statistics,
  // would read each checklist's items through an index of the whole site's (by tenant).
  const withItems = (scope: TemplateScope) =>
    checklists(scope)
      .crossJoin('checklist_items as i')
      .whereRef('i.checklist_uid', '=', 'c.uid')
      .where(
        dialect === 'sqlite'
          ? sql<boolean>`+i.tenant_key = c.tenant_key`
          : sql<boolean>`i.tenant_key = c.tenant_key`,
      )
      .where('i.kind', 'in', COUNTABLE);

  /** Median and 90th percentile of `d` per `k` over `source` (a query selecting `k` and `d`). */
  async function percentiles(source: Expression<unknown>) {
    if (dialect === 'postgres') {
      const { rows } = await sql<Figures & { k: string }>`
        select s.k, count(*) as n,
          percentile_disc(0.5) within group (order by s.d) as median,
          percentile_disc(0.9) within group (order by s.d) as p90
        from (${source}) s group by s.k`.execute(db);
      return rows;
    }
    const { rows } = await sql<Figures & { k: string }>`
      select r.k, max(r.n) as n,
        max(case when r.rn = (r.n + 1) / 2 then r.d end) as median,
        max(case when r.rn = (9 * r.n + 9) / 10 then r.d end) as p90
      from (
        select s.k, s.d, row_number() over (partition by s.k order by s.d) as rn,
          count(*) over (partition by s.k) as n
        from (${source}) s
      ) r
      group by r.k`.execute(db);
    return rows;
  }

  return {
    /** Checklists per status, and how many have a recorded completion. */
    async byStatus(scope: TemplateScope) {
      const rows = await checklists(scope)
        .select((eb) => [
          'c.status',
          eb.fn.countAll<number | string>().as('n'),
          eb.fn
            .sum<number | string | null>(
              sql`case when c.completed_at is not null then 1 else 0 end`,
            )
            .as('completed'),
        ])
        .groupBy('c.status')
        .execute();
      return rows.map((r) => ({
        status: r.status,
        count: Number(r.n),
        completed: Number(r.completed ?? 0),
      }));
    },

    /** Time from creation to recorded completion over the completed checklists. */
    async timeToComplete(scope: TemplateScope) {
      const source = checklists(scope)
        .where('c.completed_at', 'is not', null)
        .select([
          sql<string>`'all'`.as('k'),
          durationMs(dialect, 'c.created_at', 'c.completed_at').as('d'),
        ]);
      return figures((await percentiles(source))[0]);
    },

    /** Per item id: time from the checklist's creation to the item's done, and how often skipped. */
    async perItem(scope: TemplateScope) {
      const doneSource = withItems(scope)
        .where('i.status_category', '=', 'done')
        .select(['i.id as k', durationMs(dialect, 'c.created_at', 'i.status_set_at').as('d')]);
      const [done, counts] = await Promise.all([
        percentiles(doneSource),
        withItems(scope)
          .select((eb) => [
            'i.id',
            eb.fn.max('i.text').as('text'),
            eb.fn
              .sum<number | string | null>(
                sql`case when i.status_category = 'skipped' then 1 else 0 end`,
              )
              .as('skipped'),
          ])
          .groupBy('i.id')
          .execute(),
      ]);
      const byId = new Map(done.map((row) => [row.k, figures(row)]));
      return counts.map((row) => ({
        id: row.id,
        text: row.text ?? '',
        skipped: Number(row.skipped ?? 0),
        done: byId.get(row.id) ?? figures(undefined),
      }));
    },

    /** Checklists created and completed per week (Monday, UTC) from `from` (a Monday). */
    async weekly(scope: TemplateScope, from: string) {
      const [created, completed] = await Promise.all([
        checklists(scope)
          .where('c.created_at', '>=', from)
          .select((eb) => [
            weekOf(dialect, 'c.created_at').as('week'),
            eb.fn.countAll<number | string>().as('n'),
          ])
          .groupBy(weekOf(dialect, 'c.created_at'))
          .execute(),
        checklists(scope)
          .where('c.completed_at', '>=', from)
          .select((eb) => [
            weekOf(dialect, 'c.completed_at').as('week'),
            eb.fn.countAll<number | string>().as('n'),
          ])
          .groupBy(weekOf(dialect, 'c.completed_at'))
          .execute(),
      ]);
      const toMap = (rows: { week: string; n: number | string }[]) =>
        new Map(rows.map((r) => [r.week, Number(r.n)]));
      return { created: toMap(created), completed: toMap(completed) };
    },

    /** The distinct places of the template's checklists (to ask the host which are hidden). */
    places(scope: TemplateScope) {
      return checklists(scope)
        .where('c.place_id', 'is not', null)
        .select(['c.place_kind', 'c.place_id'])
        .distinct()
        .execute();
    },
  };
}
