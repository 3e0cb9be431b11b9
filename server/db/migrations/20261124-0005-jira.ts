/**
 * The Jira app's own data (docs/JIRA.md):
 * - `jira_site_settings`: the projects Checklists is enabled in (none: all), versioned;
 * - `jira_default_templates`: per project and issue type, the templates a new issue gets;
 * - `jira_handled_events`: webhook deliveries, post-function runs and default applications
 *   already handled, so a retried or doubled delivery changes nothing twice;
 * - `jira_issue_sync`: issues whose `checklists` property Jira must be told about, with the
 *   retry state of that call (an outbox: marked in the transaction of the change).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jira_site_settings')
    .addColumn('tenant_key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('enabled_project_ids', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(128)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('jira_default_templates')
    .addColumn('tenant_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('project_id', 'varchar(20)', (c) => c.notNull())
    .addColumn('issue_type_id', 'varchar(20)', (c) => c.notNull())
    .addColumn('template_uids', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(128)', (c) => c.notNull())
    .addPrimaryKeyConstraint('jira_default_templates_pk', [
      'tenant_key',
      'project_id',
      'issue_type_id',
    ])
    .execute();

  await db.schema
    .createTable('jira_handled_events')
    .addColumn('tenant_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('event_key', 'varchar(300)', (c) => c.notNull())
    .addColumn('handled_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('jira_handled_events_pk', ['tenant_key', 'event_key'])
    .execute();
  await db.schema
    .createIndex('jira_handled_events_age')
    .on('jira_handled_events')
    .column('handled_at')
    .execute();

  await db.schema
    .createTable('jira_issue_sync')
    .addColumn('tenant_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('issue_id', 'varchar(20)', (c) => c.notNull())
    .addColumn('due_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('generation', 'integer', (c) => c.notNull())
    .addColumn('last_error', 'varchar(500)')
    .addPrimaryKeyConstraint('jira_issue_sync_pk', ['tenant_key', 'issue_id'])
    .execute();
  await db.schema
    .createIndex('jira_issue_sync_due')
    .on('jira_issue_sync')
    .column('due_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'jira_issue_sync',
    'jira_handled_events',
    'jira_default_templates',
    'jira_site_settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
