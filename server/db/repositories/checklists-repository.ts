import { CompiledQuery, sql, type Kysely, type Selectable } from 'kysely';
import type { ChecklistsTable, Database } from '../schema';
import type { ChecklistStatus } from '../../../shared/checklist-rules';
import type { Dialect } from '../database';
import type { PlaceKind } from '../../../shared/checklists';
import { prepared, preparedByFields } from '../prepared';
import { TtlCache } from '../../lib/ttl-cache';

export type ChecklistRow = Selectable<ChecklistsTable>;

export interface ChecklistFilter {
  status?: ChecklistStatus | 'open';
  templateUid?: string;
  assigneeId?: string;
  placeKind?: PlaceKind;
  placeId?: string;
  search?: string;
}

export type ChecklistSort = 'updated' | 'created' | 'title' | 'due';

/**
 * Counting every match costs time proportional to the matches (5 ms for 100,000 in SQLite, on
 * every page). Lists count up to this many and then say "more than".
 */
export const COUNT_CAP = 10_000;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
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
 * A list filter as the values of its conditions: which keys are present decides the query's
 * shape (compiled once per shape, prepared.ts), their values are bound.
 */
interface FilterFields {
  tenantKey: string;
  status?: string;
  /** Present for "open" (not started or in progress); the value is not used. */
  open?: true;
  templateUid?: string;
  assigneeId?: string;
  placeKind?: string;
  placeId?: string;
  searchPattern?: string;
}

function filterFields(tenantKey: string, filter: ChecklistFilter): FilterFields {
  const fields: FilterFields = { tenantKey };
  if (filter.status === 'open') fields.open = true;
  else if (filter.status) fields.status = filter.status;
  if (filter.templateUid) fields.templateUid = filter.templateUid;
  if (filter.assigneeId) fields.assigneeId = filter.assigneeId;
  if (filter.placeKind) fields.placeKind = filter.placeKind;
  if (filter.placeId) fields.placeId = filter.placeId;
  if (filter.search) fields.searchPattern = `%${escapeLike(filter.search.toLowerCase())}%`;
  return fields;
}

/** The tenant's checklists that match; conditions by the presence of each field. */
function filtered(db: Kysely<Database>, f: FilterFields) {
  let query = db.selectFrom('checklists').where('checklists.tenant_key', '=', f.tenantKey);
  if (f.open !== undefined) {
    query = query.where('checklists.status', 'in', ['not_started', 'in_progress']);
  } else if (f.status !== undefined) {
    query = query.where('checklists.status', '=', f.status as ChecklistStatus);
  }
  if (f.templateUid !== undefined)
    query = query.where('checklists.template_uid', '=', f.templateUid);
  if (f.assigneeId !== undefined) query = query.where('checklists.assignee_id', '=', f.assigneeId);
  if (f.placeKind !== undefined)
    query = query.where('checklists.place_kind', '=', f.placeKind as PlaceKind);
  if (f.placeId !== undefined) query = query.where('checklists.place_id', '=', f.placeId);
  if (f.searchPattern !== undefined) {
    query = query.where(sql<boolean>`checklists.search_text like ${f.searchPattern} escape '\\'`);
  }
  return query;
}

function ordered(query: ReturnType<typeof filtered>, sort: ChecklistSort) {
  return sort === 'title'
    ? query.orderBy('checklists.title').orderBy('checklists.uid')
    : sort === 'created'
      ? query.orderBy('checklists.created_at', 'desc').orderBy('checklists.uid', 'desc')
      : sort === 'due'
        ? query
            .orderBy(sql`checklists.due_date is null`)
            .orderBy('checklists.due_date')
            .orderBy('checklists.uid')
        : query.orderBy('checklists.updated_at', 'desc').orderBy('checklists.uid', 'desc');
}

const pageQuery = (sort: ChecklistSort) =>
  preparedByFields(2, (db, f: FilterFields, limit: number, offset: number) =>
    ordered(filtered(db, f), sort).select('checklists.uid').limit(limit).offset(offset),
  );
const pageQueries: Record<ChecklistSort, ReturnType<typeof pageQuery>> = {
  updated: pageQuery('updated'),
  created: pageQuery('created'),
  title: pageQuery('title'),
  due: pageQuery('due'),
};
const beyondCapQuery = preparedByFields(1, (db, f: FilterFields, offset: number) =>
  filtered(db, f)
    .select(sql<number>`1`.as('one'))
    .limit(1)
    .offset(offset),
);
const countQuery = preparedByFields(0, (db, f: FilterFields) =>
  filtered(db, f).select((eb) => eb.fn.countAll<number>().as('total')),
);
/** The rows of a page by uid (one shape per page length). */
const pageRowsQuery = preparedByFields(0, (db, uids: Record<string, string>) =>
  db
    .selectFrom('checklists')
    .leftJoin('templates', (join) =>
      join
        .onRef('templates.uid', '=', 'checklists.template_uid')
        .onRef('templates.tenant_key', '=', 'checklists.tenant_key'),
    )
    .selectAll('checklists')
    .select([
      'templates.title as template_title',
      // For the permissions of each row (who may delete), without a second query.
      'templates.owner_id as template_owner_id',
      'templates.editor_ids as template_editor_ids',
    ])
    // By primary key only: with the tenant condition here too, SQLite's planner (without
    // statistics) scanned the tenant's index instead: 30 ms for 100,000. The uids come from
    // the tenant-scoped query before it; list() keeps only the tenant's rows.
    .where('checklists.uid', 'in', Object.values(uids)),
);

/**
 * SQLite: which state of the database a read sees. total_changes() moves with every row this
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
