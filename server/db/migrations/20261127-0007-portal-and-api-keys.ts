/**
 * The portal and the API (docs/PORTAL.md, docs/API.md):
 * - `portal_users`: people who sign in at the server's own URL with Firebase; `tenant_key` is
 *   set when they accept an invitation (null until then: they see the no-tenant screen).
 * - `invitations`: a template's manager invites an e-mail address to edit that template. Only
 *   the code's SHA-256 is kept; accepting sets `used_at` with a conditional update, so one of
 *   many concurrent accepts wins.
 * - `api_keys`: a user's or a site's keys for `/api/v1`; only the secret's SHA-256 is kept.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('portal_users')
    .addColumn('uid', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('tenant_key', 'varchar(255)')
    .addColumn('email', 'varchar(320)')
    .addColumn('display_name', 'varchar(255)')
    .addColumn('photo_url', 'varchar(2048)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('portal_users_tenant')
    .on('portal_users')
    .columns(['tenant_key'])
    .execute();

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('tenant_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(320)', (c) => c.notNull())
    .addColumn('template_uid', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_by_name', 'varchar(255)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(30)')
    .addColumn('used_by', 'varchar(128)')
    .addColumn('revoked_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('invitations_template')
    .on('invitations')
    .columns(['tenant_key', 'template_uid'])
    .execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('tenant_key', 'varchar(255)', (c) => c.notNull())
    /** `user`: acts as its owner; `site`: acts as a site admin. */
    .addColumn('owner_kind', 'varchar(10)', (c) => c.notNull())
    /** The owner's user id (`user` keys) and kind (atlassian or portal). */
    .addColumn('owner_id', 'varchar(128)')
    .addColumn('owner_user_kind', 'varchar(20)')
    .addColumn('owner_name', 'varchar(255)')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('prefix', 'varchar(20)', (c) => c.notNull())
    .addColumn('secret_hash', 'varchar(64)', (c) => c.notNull().unique())
    /** `read` or `write`. */
    .addColumn('scope', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(30)')
    .addColumn('revoked_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('api_keys_owner')
    .on('api_keys')
    .columns(['tenant_key', 'owner_kind', 'owner_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_keys').execute();
  await db.schema.dropTable('invitations').execute();
  await db.schema.dropTable('portal_users').execute();
}
