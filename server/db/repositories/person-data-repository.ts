/**
 * Everything one site holds about one person (an Atlassian account or a portal user), to
 * export it and to erase it (docs/OPERATIONS.md, "Personal data"). Erasing replaces the
 * person's id with a pseudonym wherever a row must stay (what they ticked, signed or changed
 * stays in the audit log, as "an erased person"), drops their names, e-mail address, signature
 * drawings, preferences and personal API keys, and takes them off assignments. PERSON_COLUMNS
 * names every column that can hold a person's id; a test seeds a person into every table and
 * finds neither their id nor their name nor their address anywhere after erasing.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

type PersonTable = keyof Database;

/** Columns holding a person's id, by table (the tenant column of each is `tenant_key`). */
export const PERSON_COLUMNS = {
  templates: ['owner_id', 'created_by', 'updated_by'],
  checklists: ['assignee_id', 'created_by', 'updated_by', 'completed_by', 'skipped_by'],
  checklist_items: ['assignee_id', 'status_set_by', 'note_by'],
  signatures: ['signed_by'],
  audit_events: ['actor_id'],
  tenant_settings: ['updated_by'],
  user_preferences: ['user_id'],
  jira_site_settings: ['updated_by'],
  jira_default_templates: ['updated_by'],
  confluence_macros: ['created_by'],
  invitations: ['created_by', 'used_by'],
  api_keys: ['owner_id', 'created_by'],
  checklist_shares: ['created_by'],
  portal_users: ['uid'],
} as const satisfies Partial<Record<PersonTable, readonly string[]>>;

/** Columns holding JSON that may name the person: their id is replaced inside the text. */
const JSON_COLUMNS = {
  templates: ['editor_ids', 'items'],
  audit_events: ['before_json', 'after_json'],
} as const;

/** Names stored beside a person's id, dropped once the id is a pseudonym. */
const NAMES_BESIDE_IDS = [
  { table: 'audit_events', by: 'actor_id', name: 'actor_name' },
  { table: 'invitations', by: 'created_by', name: 'created_by_name' },
  { table: 'api_keys', by: 'created_by', name: 'owner_name' },
  { table: 'checklist_shares', by: 'created_by', name: 'created_by_name' },
] as const;

export interface PersonRecord {
  table: string;
  rows: Record<string, unknown>[];
}

export function createPersonDataRepository(db: Kysely<Database>) {
  return {
    /** A portal person's record that belongs to no site (signed up, never accepted). */
    async deleteSitelessPortalUser(uid: string): Promise<void> {
      await db
        .deleteFrom('portal_users')
        .where('uid', '=', uid)
        .where('tenant_key', 'is', null)
        .execute();
    },

    /** Every row of the site that names the person, table by table. */
    async collect(tenantKey: string, personId: string): Promise<PersonRecord[]> {
      const records: PersonRecord[] = [];
      for (const [table, columns] of Object.entries(PERSON_COLUMNS)) {
        const rows = await db
          .selectFrom(table as PersonTable)
          .selectAll()
          .where('tenant_key', '=', tenantKey)
          .where((eb) =>
            eb.or(columns.map((column) => eb(column as never, '=', personId as never))),
          )
          .execute();
        if (rows.length) records.push({ table, rows: rows as Record<string, unknown>[] });
      }
      const editing = await db
        .selectFrom('templates')
        .select(['uid', 'title'])
        .where('tenant_key', '=', tenantKey)
        .where('editor_ids', 'like', `%${JSON.stringify(personId)}%`)
        .execute();
      if (editing.length) records.push({ table: 'templates (as an editor)', rows: editing });
      return records;
    },

    /** The names and the address stored with the person's rows (to erase them in texts too). */
    async namesOf(tenantKey: string, personId: string): Promise<string[]> {
      const names = await Promise.all([
        db
          .selectFrom('audit_events')
          .select('actor_name as name')
          .distinct()
          .where('tenant_key', '=', tenantKey)
          .where('actor_id', '=', personId)
          .execute(),
        db
          .selectFrom('portal_users')
          .select(['display_name as name', 'email'])
          .where('tenant_key', '=', tenantKey)
          .where('uid', '=', personId)
          .execute(),
        db
          .selectFrom('invitations')
          .select('created_by_name as name')
          .where('tenant_key', '=', tenantKey)
          .where('created_by', '=', personId)
          .execute(),
        db
          .selectFrom('api_keys')
          .select('owner_name as name')
          .where('tenant_key', '=', tenantKey)
          .where('owner_id', '=', personId)
          .execute(),
        db
          .selectFrom('checklist_shares')
          .select('created_by_name as name')
          .where('tenant_key', '=', tenantKey)
          .where('created_by', '=', personId)
          .execute(),
      ]);
      const found = names.flat().flatMap((row) => Object.values(row));
      return [...new Set(found.filter((v): v is string => typeof v === 'string' && v.length > 1))];
    },

    /** Erases the person from the site, in one transaction (see the top of this file). */
    async erase(tenantKey: string, personId: string, pseudonym: string, names: string[]) {
      // Within a unit of work (the portal's own deletion) it joins that transaction.
      const inTransaction = (work: (trx: Kysely<Database>) => Promise<void>) =>
        db.isTransaction ? work(db) : db.transaction().execute(work);
      await inTransaction(async (trx) => {
        const t = tenantKey;
        const id = personId;
        // What only they had: gone.
        await trx
          .deleteFrom('user_preferences')
          .where('tenant_key', '=', t)
          .where('user_id', '=', id)
          .execute();
        await trx
          .deleteFrom('api_keys')
          .where('tenant_key', '=', t)
          .where('owner_kind', '=', 'user')
          .where('owner_id', '=', id)
          .execute();
        await trx
          .deleteFrom('portal_users')
          .where('tenant_key', '=', t)
          .where('uid', '=', id)
          .execute();
        const portalAddresses = names.filter((name) => name.includes('@'));
        if (portalAddresses.length) {
          await trx
            .updateTable('invitations')
            .set({ email: pseudonym })
            .where('tenant_key', '=', t)
            .where('email', 'in', portalAddresses)
            .execute();
        }
        // Their drawings: the signature stays signed, by the pseudonym, without the image.
        await trx
          .updateTable('signatures')
          .set({ data: '', signed_by: pseudonym })
          .where('tenant_key', '=', t)
          .where('signed_by', '=', id)
          .execute();
        // Assignments end; everything else they did stays, by the pseudonym, without names.
        for (const table of ['checklists', 'checklist_items'] as const) {
          await trx
            .updateTable(table)
            .set({ assignee_id: null })
            .where('tenant_key', '=', t)
            .where('assignee_id', '=', id)
            .execute();
        }
        for (const [table, columns] of Object.entries(PERSON_COLUMNS)) {
          for (const column of columns) {
            await trx
              .updateTable(table as PersonTable)
              .set({ [column]: pseudonym } as never)
              .where('tenant_key', '=', t)
              .where(column as never, '=', id as never)
              .execute();
          }
        }
        for (const { table, by, name } of NAMES_BESIDE_IDS) {
          await trx
            .updateTable(table)
            .set({ [name]: null } as never)
            .where('tenant_key', '=', t)
            .where(by as never, '=', pseudonym as never)
            .execute();
        }
        // Inside JSON texts: the id, then every name or address they were known by.
        for (const [table, columns] of Object.entries(JSON_COLUMNS)) {
          for (const column of columns) {
            for (const text of [id, ...names]) {
              await trx
                .updateTable(table as PersonTable)
                .set({
                  [column]: sql`replace(${sql.ref(column)}, ${JSON.stringify(text).slice(1, -1)}, ${pseudonym})`,
                } as never)
                .where('tenant_key', '=', t)
                .where(column as never, 'like', `%${JSON.stringify(text).slice(1, -1)}%` as never)
                .execute();
            }
          }
        }
      });
    },
  };
}
