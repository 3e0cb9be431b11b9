import { CompiledQuery, type Kysely, type Selectable } from 'kysely';
import type { ChecklistsTable, Database } from '../schema';
import type { Dialect } from '../database';
import { prepared, preparedByFields } from '../prepared';
import { TtlCache } from '../../lib/ttl-cache';
import {
  type ChecklistFilter,
  type ChecklistSort,
  type FilterFields,
  beyondCapQuery,
  countQuery,
  filterFields,
  pageQueries,
  pageRowsQuery,
} from './checklists-list-queries';

export type ChecklistRow = Selectable<ChecklistsTable>;

export type { ChecklistFilter, ChecklistSort } from './checklists-list-queries';

/**
 * Counting every match costs time proportional to the matches (5 ms for 100,000 in SQLite, on
 * every page). Lists count up to this many and then say "more than".
 */
export const COUNT_CAP = 10_000;

export const checklistSearchText = (title: string) => title.toLowerCase();

// The first and last statements of every checklist write (prepared.ts).
const findForWriteQuery = {
  sqlite: prepared(2, (db, tenantKey: string, uid: string) =>
    db
      .selectFrom('checklists')
      .selectAll()
      .where('tenant_key', '=', tenantKey)
      .where('uid', '=', uid),
  ),
  postgres: prepared(2, (db, tenantKey: string, uid: string) =>
    db
      .selectFrom('checklists')
      .selectAll()
      .where('tenant_key', '=', tenantKey)
      .where('uid', '=', uid)
      .forUpdate(),
  ),
};
const saveWriteQuery = preparedByFields(
  2,
  (db, fields: Partial<ChecklistRow>, tenantKey: string, uid: string) =>
    db
      .updateTable('checklists')
      .set(fields)
      .where('tenant_key', '=', tenantKey)
      .where('uid', '=', uid),
);

/**
 * A list filter as the values of its conditions: which keys are present decih every row this
 * connection (the only one of the process) inserts, updates or deletes; data_version with every
 * commit of another connection (another process, a script).
 */
const SQLITE_DATA_STATE = CompiledQuery.raw(
  'select total_changes() as changes, data_version as version from pragma_data_version',
);

/** Checklists of one tenant: every method takes the tenant key and filters by it. */
export function createChecklistsRepository(db: Kysely<Database>, dialect: Dialect) {
  /**
   * SQLite: stepping through 10,000 index entries was most of a list page's time (bench),
   * and the count only changes when the data does. A count is reused only while the database
   * is in the very state it was counted in (SQLITE_DATA_STATE): exact, never stale. Not in a
   * transaction, whose changes could still be rolled back. PostgreSQL counts every time (its
   * other connections and processes write meanwhile).
   */
  const counts =
    dialect === 'sqlite' && !db.isTransaction
      ? new TtlCache<{ state: string; counted: number }>(60_000, 1_000)
      : undefined;
  const dataState = async () => {
    const { rows } = await db.executeQuery<{ changes: number; version: number }>(SQLITE_DATA_STATE);
    return `${rows[0]?.changes}:${rows[0]?.version}`;
  };
  /**
   * How many match, exactly up to COUNT_CAP, or COUNT_CAP + 1 for "more". A short last page
   * tells the number without a query; otherwise one probe for the row after the cap (stepping
   * index entries, about twice as fast as counting them), and a count only below the cap.
   */
  const countUpToCap = async (
    fields: FilterFields,
    page: { limit: number; offset: number },
    pageLength: number,
  ): Promise<number> => {
    if (pageLength < page.limit && (pageLength > 0 || page.offset === 0)) {
      return page.offset + pageLength;
    }
    const key = JSON.stringify(fields);
    // Read before counting: a write in between makes the entry stale at once, never wrong.
    const state = counts ? await dataState() : undefined;
    const cached = counts?.get(key);
    if (cached && cached.state === state) return cached.counted;
    let counted: number;
    if ((await beyondCapQuery(db, fields, COUNT_CAP)).rows.length > 0) {
      counted = COUNT_CAP + 1;
    } else {
      const count = await countQuery(db, fields);
      counted = Number(count.rows[0]?.total ?? 0);
    }
    if (counts && state) counts.set(key, { state, counted });
    return counted;
  };

  return {
    async find(tenantKey: string, uid: string): Promise<ChecklistRow | undefined> {
      return db
        .selectFrom('checklists')
        .selectAll()
        .where('tenant_key', '=', tenantKey)
        .where('uid', '=', uid)
        .executeTakeFirst();
    },

    /**
     * One page of a list. The page's ids come from an index-only scan first (a deep page skips
     * index entries, not table rows), then only those rows are read, with their template titles.
     */
    async list(
      tenantKey: string,
      filter: ChecklistFilter,
      sort: ChecklistSort,
      page: { limit: number; offset: number },
    ): Promise<{
      rows: (ChecklistRow & {
        template_title: string | null;
        template_owner_id: string | null;
        template_editor_ids: string | null;
      })[];
      total: number;
      totalCapped: boolean;
    }> {
      const fields = filterFields(tenantKey, filter);
      const pageUids = (await pageQueries[sort](db, fields, page.limit, page.offset)).rows;
      const counted = await countUpToCap(fields, page, pageUids.length);
      const uids = pageUids.map((r) => r.uid);
      const rows =
        uids.length === 0
          ? []
          : (await pageRowsQuery(db, Object.fromEntries(uids.map((uid, i) => [i, uid])))).rows;
      const position = new Map(uids.map((uid, index) => [uid, index]));
      const own = rows.filter((row) => row.tenant_key === tenantKey);
      own.sort((a, b) => (position.get(a.uid) ?? 0) - (position.get(b.uid) ?? 0));
      return { rows: own, total: Math.min(counted, COUNT_CAP), totalCapped: counted > COUNT_CAP };
    },

    /** Rows by uid with their template's title and managers (a list macro's chosen ones). */
    async rowsByUids(tenantKey: string, uids: string[]) {
      if (uids.length === 0) return [];
      const rows = (await pageRowsQuery(db, Object.fromEntries(uids.map((uid, i) => [i, uid]))))
        .rows;
      return rows.filter((row) => row.tenant_key === tenantKey);
    },

    async countByTemplate(tenantKey: string, templateUids: string[]): Promise<Map<string, number>> {
      if (templateUids.length === 0) return new Map();
      const rows = await db
        .selectFrom('checklists')
        .select(['template_uid', (eb) => eb.fn.countAll<number>().as('n')])
        .where('tenant_key', '=', tenantKey)
        .where('template_uid', 'in', templateUids)
        .groupBy('template_uid')
        .execute();
      return new Map(rows.map((r) => [r.template_uid ?? '', Number(r.n)]));
    },

    async insert(row: ChecklistRow): Promise<void> {
      await db.insertInto('checklists').values(row).execute();
    },

    /**
     * The first statement of every write to a checklist. On PostgreSQL it takes the row lock
     * (`for update`), so concurrent writes to one checklist queue and each sees the others'
     * items; SQLite runs one write transaction at a time anyway.
     */
    async findForWrite(tenantKey: string, uid: string): Promise<ChecklistRow | undefined> {
      return (await findForWriteQuery[dialect](db, tenantKey, uid)).rows[0];
    },

    /** The last statement of a checklist write: every changed field at once. */
    async saveWrite(tenantKey: string, uid: string, fields: Partial<ChecklistRow>): Promise<void> {
      await saveWriteQuery(db, fields, tenantKey, uid);
    },

    async delete(tenantKey: string, uid: string): Promise<void> {
      // Its share links die with it: a deleted checklist's link is "not available".
      await db
        .deleteFrom('checklist_shares')
        .where('tenant_key', '=', tenantKey)
        .where('checklist_uid', '=', uid)
        .execute();
      await db
        .deleteFrom('signatures')
        .where('tenant_key', '=', tenantKey)
        .where('checklist_uid', '=', uid)
        .execute();
      await db
        .deleteFrom('checklist_items')
        .where('tenant_key', '=', tenantKey)
        .where('checklist_uid', '=', uid)
        .execute();
      await db
        .deleteFrom('checklists')
        .where('tenant_key', '=', tenantKey)
        .where('uid', '=', uid)
        .execute();
    },
  };
}

export type ChecklistsRepository = ReturnType<typeof createChecklistsRepository>;
