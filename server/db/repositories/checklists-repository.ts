import { sql, type Kysely, type Selectable } from 'kysely';
import type { ChecklistsTable, Database } from '../schema';
import type { ChecklistStatus } from '../../../shared/checklist-rules';
import type { Dialect } from '../database';
import type { PlaceKind } from '../../../shared/checklists';

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

/** Checklists of one tenant: every method takes the tenant key and filters by it. */
export function createChecklistsRepository(db: Kysely<Database>, dialect: Dialect) {
  const filtered = (tenantKey: string, filter: ChecklistFilter) => {
    let query = db.selectFrom('checklists').where('checklists.tenant_key', '=', tenantKey);
    if (filter.status === 'open') {
      query = query.where('checklists.status', 'in', ['not_started', 'in_progress']);
    } else if (filter.status) {
      query = query.where('checklists.status', '=', filter.status);
    }
    if (filter.templateUid) query = query.where('checklists.template_uid', '=', filter.templateUid);
    if (filter.assigneeId) query = query.where('checklists.assignee_id', '=', filter.assigneeId);
    if (filter.placeKind) query = query.where('checklists.place_kind', '=', filter.placeKind);
    if (filter.placeId) query = query.where('checklists.place_id', '=', filter.placeId);
    if (filter.search) {
      query = query.where(
        sql<boolean>`checklists.search_text like ${`%${escapeLike(filter.search.toLowerCase())}%`} escape '\\'`,
      );
    }
    return query;
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
      rows: (ChecklistRow & { template_title: string | null })[];
      total: number;
      totalCapped: boolean;
    }> {
      const ordered = (query: ReturnType<typeof filtered>) =>
        sort === 'title'
          ? query.orderBy('checklists.title').orderBy('checklists.uid')
          : sort === 'created'
            ? query.orderBy('checklists.created_at', 'desc').orderBy('checklists.uid', 'desc')
            : sort === 'due'
              ? query
                  .orderBy(sql`checklists.due_date is null`)
                  .orderBy('checklists.due_date')
                  .orderBy('checklists.uid')
              : query.orderBy('checklists.updated_at', 'desc').orderBy('checklists.uid', 'desc');
      const [pageUids, count] = await Promise.all([
        ordered(filtered(tenantKey, filter))
          .select('checklists.uid')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        db
          .selectFrom(
            filtered(tenantKey, filter)
              .select(sql<number>`1`.as('one'))
              .limit(COUNT_CAP + 1)
              .as('capped'),
          )
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      const uids = pageUids.map((r) => r.uid);
      const rows =
        uids.length === 0
          ? []
          : await db
              .selectFrom('checklists')
              .leftJoin('templates', (join) =>
                join
                  .onRef('templates.uid', '=', 'checklists.template_uid')
                  .onRef('templates.tenant_key', '=', 'checklists.tenant_key'),
              )
              .selectAll('checklists')
              .select('templates.title as template_title')
              // By primary key only: with the tenant condition here too, SQLite's planner
              // (without statistics) scanned the tenant's index instead: 30 ms for 100,000.
              // The uids come from the tenant-scoped query above; the check below keeps it so.
              .where('checklists.uid', 'in', uids)
              .execute();
      const position = new Map(uids.map((uid, index) => [uid, index]));
      const own = rows.filter((row) => row.tenant_key === tenantKey);
      own.sort((a, b) => (position.get(a.uid) ?? 0) - (position.get(b.uid) ?? 0));
      const total = Number(count.total);
      return { rows: own, total: Math.min(total, COUNT_CAP), totalCapped: total > COUNT_CAP };
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
      const query = db
        .selectFrom('checklists')
        .selectAll()
        .where('tenant_key', '=', tenantKey)
        .where('uid', '=', uid);
      return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
    },

    /** The last statement of a checklist write: every changed field at once. */
    async saveWrite(tenantKey: string, uid: string, fields: Partial<ChecklistRow>): Promise<void> {
      await db
        .updateTable('checklists')
        .set(fields)
        .where('tenant_key', '=', tenantKey)
        .where('uid', '=', uid)
        .execute();
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
