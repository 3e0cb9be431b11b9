import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database, TemplatesTable } from '../schema';
import type { Dialect } from '../database';
import type { TemplateItem } from '../../../shared/items';
import { isCountable } from '../../../shared/item-kinds';

export interface TemplateRecord {
  uid: string;
  tenantKey: string;
  title: string;
  description: string;
  tags: string[];
  items: TemplateItem[];
  ownerId: string;
  editorIds: string[];
  version: number;
  archived: boolean;
  sourceExampleId: string | null;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
}

export type TemplateSummaryRecord = Omit<TemplateRecord, 'items'> & {
  itemCount: number;
  /** Tasks and signatures: the items a checklist's progress counts. */
  taskCount: number;
};

const searchText = (title: string, tags: string[]) => [title, ...tags].join(' ').toLowerCase();

const toRecord = (row: TemplatesTable): TemplateRecord => ({
  uid: row.uid,
  tenantKey: row.tenant_key,
  title: row.title,
  description: row.description,
  tags: JSON.parse(row.tags) as string[],
  items: JSON.parse(row.items) as TemplateItem[],
  ownerId: row.owner_id,
  editorIds: JSON.parse(row.editor_ids) as string[],
  version: row.version,
  archived: row.archived === 1,
  sourceExampleId: row.source_example_id,
  createdAt: row.created_at,
  createdBy: row.created_by,
  updatedAt: row.updated_at,
  updatedBy: row.updated_by,
});

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface TemplateFilter {
  archived: boolean;
  search?: string;
  tag?: string;
  /** Only the templates this portal user was invited to (docs/PORTAL.md). */
  portalUid?: string;
}

/** Only the templates a portal user was invited to (and accepted). */
const invitedTo =
  (tenantKey: string, portalUid: string) => (eb: ExpressionBuilder<Database, 'templates'>) =>
    eb
      .selectFrom('invitations')
      .select('invitations.template_uid')
      .where('invitations.tenant_key', '=', tenantKey)
      .where('invitations.used_by', '=', portalUid);

/** Templates of one tenant: every method takes the tenant key and filters by it. */
export function createTemplatesRepository(db: Kysely<Database>, dialect: Dialect) {
  const filtered = (tenantKey: string, filter: TemplateFilter) => {
    let query = db
      .selectFrom('templates')
      .where('tenant_key', '=', tenantKey)
      .where('archived', '=', filter.archived ? 1 : 0);
    if (filter.search) {
      query = query.where(
        sql<boolean>`search_text like ${`%${escapeLike(filter.search.toLowerCase())}%`} escape '\\'`,
      );
    }
    if (filter.tag) {
      query = query.where(
        sql<boolean>`tags like ${`%${escapeLike(JSON.stringify(filter.tag))}%`} escape '\\'`,
      );
    }
    if (filter.portalUid) query = query.where('uid', 'in', invitedTo(tenantKey, filter.portalUid));
    return query;
  };

  return {
    async find(tenantKey: string, uid: string): Promise<TemplateRecord | undefined> {
      const row = await db
        .selectFrom('templates')
        .selectAll()
        .where('tenant_key', '=', tenantKey)
        .where('uid', '=', uid)
        .executeTakeFirst();
      return row && toRecord(row);
    },

    /**
     * The template, read for a write in the caller's transaction: locked on PostgreSQL until
     * the commit (`for update`), so the rights checked against it still hold when the write
     * lands; SQLite runs one write transaction at a time anyway.
     */
    async findForWrite(tenantKey: string, uid: string): Promise<TemplateRecord | undefined> {
      const row = await db
        .selectFrom('templates')
        .selectAll()
        .where('tenant_key', '=', tenantKey)
        .where('uid', '=', uid)
        .$call((q) => (dialect === 'postgres' ? q.forUpdate() : q))
        .executeTakeFirst();
      return row && toRecord(row);
    },

    /** Owner and editors of several templates at once (lists check permissions per row). */
    async ownership(tenantKey: string, uids: readonly string[]) {
      if (uids.length === 0)
        return new Map<string, { uid: string; ownerId: string; editorIds: string[] }>();
      const rows = await db
        .selectFrom('templates')
        .select(['uid', 'owner_id', 'editor_ids'])
        .where('tenant_key', '=', tenantKey)
        .where('uid', 'in', uids)
        .execute();
      return new Map(
        rows.map((r) => [
          r.uid,
          { uid: r.uid, ownerId: r.owner_id, editorIds: JSON.parse(r.editor_ids) as string[] },
        ]),
      );
    },

    async list(
      tenantKey: string,
      filter: TemplateFilter,
      page: { limit: number; offset: number },
    ): Promise<{ rows: TemplateSummaryRecord[]; total: number }> {
      const [rows, count] = await Promise.all([
        filtered(tenantKey, filter)
          .select([
            'uid',
            'tenant_key',
            'title',
            'description',
            'tags',
            'item_count',
            'items',
            'owner_id',
            'editor_ids',
            'version',
            'archived',
            'source_example_id',
            'created_at',
            'created_by',
            'updated_at',
            'updated_by',
          ])
          .orderBy('updated_at', 'desc')
          .orderBy('uid')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        filtered(tenantKey, filter)
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((row) => {
          const { items, ...rest } = toRecord({ ...row, search_text: '' });
          return {
            ...rest,
            itemCount: row.item_count,
            taskCount: items.filter((item) => isCountable(item.kind)).length,
          };
        }),
        total: Number(count.total),
      };
    },

    /**
     * Every tag used by the tenant's active templates, sorted; with `portalUid`, only those of
     * the templates that portal user was invited to (narrowed like the list's rows).
     */
    async tags(tenantKey: string, filter: { portalUid?: string } = {}): Promise<string[]> {
      let query = db
        .selectFrom('templates')
        .select('tags')
        .where('tenant_key', '=', tenantKey)
        .where('archived', '=', 0);
      if (filter.portalUid)
        query = query.where('uid', 'in', invitedTo(tenantKey, filter.portalUid));
      const rows = await query.execute();
      return [...new Set(rows.flatMap((r) => JSON.parse(r.tags) as string[]))].sort();
    },

    async insert(record: TemplateRecord): Promise<void> {
      await db
        .insertInto('templates')
        .values({
          uid: record.uid,
          tenant_key: record.tenantKey,
          title: record.title,
          search_text: searchText(record.title, record.tags),
          description: record.description,
          tags: JSON.stringify(record.tags),
          items: JSON.stringify(record.items),
          item_count: record.items.length,
          owner_id: record.ownerId,
          editor_ids: JSON.stringify(record.editorIds),
          version: record.version,
          archived: record.archived ? 1 : 0,
          source_example_id: record.sourceExampleId,
          created_at: record.createdAt,
          created_by: record.createdBy,
          updated_at: record.updatedAt,
          updated_by: record.updatedBy,
        })
        .execute();
    },

    /**
     * Saves a new state if the stored version is still `expectedVersion`; false when someone
     * saved in between (the caller answers 409).
     */
    async update(
      tenantKey: string,
      uid: string,
      expectedVersion: number,
      changes: Pick<
        TemplateRecord,
        'title' | 'description' | 'tags' | 'items' | 'editorIds' | 'updatedAt' | 'updatedBy'
      >,
    ): Promise<boolean> {
      const result = await db
        .updateTable('templates')
        .set({
          title: changes.title,
          search_text: searchText(changes.title, changes.tags),
          description: changes.description,
          tags: JSON.stringify(changes.tags),
          items: JSON.stringify(changes.items),
          item_count: changes.items.length,
          editor_ids: JSON.stringify(changes.editorIds),
          updated_at: changes.updatedAt,
          updated_by: changes.updatedBy,
          version: expectedVersion + 1,
        })
        .where('tenant_key', '=', tenantKey)
        .where('uid', '=', uid)
        .where('version', '=', expectedVersion)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async setArchived(tenantKey: string, uid: string, archived: boolean, at: string, by: string) {
      const result = await db
        .updateTable('templates')
        .set((eb) => ({
          archived: archived ? 1 : 0,
          updated_at: at,
          updated_by: by,
          version: eb('version', '+', 1),
        }))
        .where('tenant_key', '=', tenantKey)
        .where('uid', '=', uid)
        // Only from the other state: true when this call changed it.
        .where('archived', '=', archived ? 0 : 1)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async delete(tenantKey: string, uid: string): Promise<boolean> {
      const result = await db
        .deleteFrom('templates')
        .where('tenant_key', '=', tenantKey)
        .where('uid', '=', uid)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** The titles of the tenant's templates (archived ones too) that begin with `prefix`. */
    async titlesStartingWith(tenantKey: string, prefix: string): Promise<string[]> {
      const rows = await db
        .selectFrom('templates')
        .select('title')
        .where('tenant_key', '=', tenantKey)
        .where(sql<boolean>`title like ${`${escapeLike(prefix)}%`} escape '\\'`)
        .execute();
      // LIKE ignores case in SQLite and not in PostgreSQL: compare exactly here.
      return rows.map((r) => r.title).filter((title) => title.startsWith(prefix));
    },

    async countCreatedBy(tenantKey: string, userId: string): Promise<number> {
      const row = await db
        .selectFrom('templates')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_key', '=', tenantKey)
        .where('created_by', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>;
