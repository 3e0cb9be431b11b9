/**
 * The Confluence app's data (migration 20261127-0006): which checklist each placed checklist
 * macro shows, by page and macro id. Every method takes the tenant key.
 */
import type { Kysely, Selectable } from 'kysely';
import type { ConfluenceMacrosTable, Database } from '../schema';

export type MacroRow = Selectable<ConfluenceMacrosTable>;

export interface PlacedPage {
  pageId: string;
  title: string;
  spaceKey: string;
}

export function createConfluenceRepository(db: Kysely<Database>) {
  return {
    async macro(tenantKey: string, pageId: string, macroId: string): Promise<MacroRow | undefined> {
      return db
        .selectFrom('confluence_macros')
        .selectAll()
        .where('tenant_key', '=', tenantKey)
        .where('page_id', '=', pageId)
        .where('macro_id', '=', macroId)
        .executeTakeFirst();
    },

    /** True when this row was written; false when the macro had one already (it decides). */
    async claimMacro(row: MacroRow): Promise<boolean> {
      const inserted = await db
        .insertInto('confluence_macros')
        .values(row)
        .onConflict((oc) => oc.columns(['tenant_key', 'page_id', 'macro_id']).doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** Points the macro at another checklist, only if it still shows `expectedUid`. */
    async replaceChecklist(
      tenantKey: string,
      pageId: string,
      macroId: string,
      expectedUid: string,
      next: Pick<MacroRow, 'checklist_uid' | 'source' | 'template_uid' | 'updated_at'>,
    ): Promise<boolean> {
      const updated = await db
        .updateTable('confluence_macros')
        .set(next)
        .where('tenant_key', '=', tenantKey)
        .where('page_id', '=', pageId)
        .where('macro_id', '=', macroId)
        .where('checklist_uid', '=', expectedUid)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    /** Keeps the page's title and space as Confluence last said (lists show them). */
    async renamePage(tenantKey: string, page: PlacedPage): Promise<void> {
      await db
        .updateTable('confluence_macros')
        .set({ page_title: page.title, space_key: page.spaceKey })
        .where('tenant_key', '=', tenantKey)
        .where('page_id', '=', page.pageId)
        .where((eb) =>
          eb.or([eb('page_title', '!=', page.title), eb('space_key', '!=', page.spaceKey)]),
        )
        .execute();
    },

    /** The page's macros, first placed first. */
    async pageMacros(tenantKey: string, pageId: string): Promise<MacroRow[]> {
      return db
        .selectFrom('confluence_macros')
        .selectAll()
        .where('tenant_key', '=', tenantKey)
        .where('page_id', '=', pageId)
        .orderBy('created_at')
        .orderBy('macro_id')
        .execute();
    },

    /** Where each checklist is placed (its first page), for the lists' links. */
    async pagesOf(tenantKey: string, checklistUids: string[]): Promise<Map<string, PlacedPage>> {
      if (checklistUids.length === 0) return new Map();
      const rows = await db
        .selectFrom('confluence_macros')
        .select(['checklist_uid', 'page_id', 'page_title', 'space_key', 'created_at'])
        .where('tenant_key', '=', tenantKey)
        .where('checklist_uid', 'in', checklistUids)
        .orderBy('created_at')
        .execute();
      const pages = new Map<string, PlacedPage>();
      for (const row of rows) {
        if (!pages.has(row.checklist_uid))
          pages.set(row.checklist_uid, {
            pageId: row.page_id,
            title: row.page_title,
            spaceKey: row.space_key,
          });
      }
      return pages;
    },
  };
}

export type ConfluenceRepository = ReturnType<typeof createConfluenceRepository>;
