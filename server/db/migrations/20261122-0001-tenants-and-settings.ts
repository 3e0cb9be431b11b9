import type { Kysely } from 'kysely';

// Migrations take Kysely<unknown>: they must not depend on today's table types.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tenants')
    .addColumn('client_key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('product_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('app_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('base_url', 'varchar(1000)', (c) => c.notNull())
    .addColumn('display_url', 'varchar(1000)')
    .addColumn('shared_secret', 'varchar(1000)', (c) => c.notNull())
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('installed_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('uninstalled_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('tenants_uninstalled_at')
    .on('tenants')
    .column('uninstalled_at')
    .execute();

  await db.schema
    .createTable('connect_settings')
    .addColumn('client_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('key', 'varchar(255)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('connect_settings_pk', ['client_key', 'key'])
    .execute();

  await db.schema
    .createTable('tenant_settings')
    .addColumn('tenant_key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(255)')
    .execute();

  await db.schema
    .createTable('user_preferences')
    .addColumn('tenant_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('key', 'varchar(100)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_preferences_pk', ['tenant_key', 'user_id', 'key'])
    .execute();

  await db.schema
    .createTable('analytics_daily')
    .addColumn('tenant_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('event', 'varchar(200)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_daily_pk', ['tenant_key', 'day', 'event'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'analytics_daily',
    'user_preferences',
    'tenant_settings',
    'connect_settings',
    'tenants',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
