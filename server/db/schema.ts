/**
 * Table types for Kysely. Timestamps are ISO-8601 UTC strings and JSON is stored as text,
 * so SQLite and PostgreSQL behave the same (docs/ARCHITECTURE.md, "Data").
 */
import type { ColumnType, Generated } from 'kysely';

export type ProductType = 'jira' | 'confluence';
export type TenantState = 'installed' | 'disabled' | 'uninstalled';

/** One Connect installation = one tenant. `client_key` is the tenant key everywhere. */
export interface TenantsTable {
  client_key: string;
  product_type: ProductType;
  app_key: string;
  base_url: string;
  display_url: string | null;
  shared_secret: string;
  state: TenantState;
  /** The install payload without the secret (JSON), kept for support and ACE. */
  details: string;
  installed_at: string;
  updated_at: string;
  uninstalled_at: string | null;
}

/** ACE's key/value store for everything but `clientInfo` (e.g. cached OAuth tokens). */
export interface ConnectSettingsTable {
  client_key: string;
  key: string;
  value: string;
}

export interface TenantSettingsTable {
  tenant_key: string;
  settings: string;
  updated_at: string;
  updated_by: string | null;
  /** Bumped by every save: a save that names an older version is refused (409). */
  version: ColumnType<number, number | undefined, number>;
}

export interface UserPreferencesTable {
  tenant_key: string;
  user_id: string;
  key: string;
  value: string;
  updated_at: string;
}

export interface AnalyticsDailyTable {
  tenant_key: string;
  day: string;
  event: string;
  count: ColumnType<number, number, number>;
}

export interface TemplatesTable {
  uid: string;
  tenant_key: string;
  title: string;
  /** Lower-cased title and tags, for portable case-insensitive search. */
  search_text: string;
  description: string;
  /** JSON string[] */
  tags: string;
  /** JSON TemplateItem[] */
  items: string;
  item_count: number;
  owner_id: string;
  /** JSON string[] */
  editor_ids: string;
  version: number;
  archived: number;
  source_example_id: string | null;
  created_at: string;
  created_by: string;
  updated_at: string;
  updated_by: string;
}

export interface ChecklistsTable {
  uid: string;
  tenant_key: string;
  title: string;
  search_text: string;
  template_uid: string | null;
  template_version: number | null;
  place_kind: 'standalone' | 'jira_issue' | 'confluence_page';
  place_id: string | null;
  place_key: string | null;
  macro_id: string | null;
  assignee_id: string | null;
  due_date: string | null;
  status: 'not_started' | 'in_progress' | 'completed' | 'skipped' | 'archived';
  progress_done: number;
  progress_total: number;
  open_required: number;
  created_at: string;
  created_by: string;
  updated_at: string;
  updated_by: string;
  completed_at: string | null;
  completed_by: string | null;
  skipped_at: string | null;
  skipped_by: string | null;
  skip_reason: string | null;
  archived_at: string | null;
  /** Bumped by every change (items included); also the row lock of a write. */
  version: number;
  /** Bumped by changes of title, assignee and due date: their optimistic concurrency. */
  meta_version: number;
}

export interface ChecklistItemsTable {
  checklist_uid: string;
  id: string;
  tenant_key: string;
  position: number;
  kind: 'task' | 'heading' | 'note' | 'signature';
  text: string;
  mandatory: number;
  assignee_id: string | null;
  due_date: string | null;
  status: string;
  status_category: 'open' | 'done' | 'skipped';
  status_set_by: string | null;
  status_set_at: string | null;
  skip_reason: string | null;
  note: string | null;
  note_by: string | null;
  note_at: string | null;
  signed: number;
  version: number;
}

export interface SignaturesTable {
  checklist_uid: string;
  item_id: string;
  tenant_key: string;
  mime_type: string;
  /** base64 */
  data: string;
  signed_by: string;
  signed_at: string;
}

export interface AuditEventsTable {
  id: string;
  tenant_key: string;
  checklist_uid: string | null;
  template_uid: string | null;
  item_id: string | null;
  place_kind: string | null;
  place_id: string | null;
  action: string;
  actor_kind: string;
  actor_id: string;
  actor_name: string | null;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

export interface JiraSiteSettingsTable {
  tenant_key: string;
  /** JSON string[] of project ids; empty: every project. */
  enabled_project_ids: string;
  version: number;
  updated_at: string;
  updated_by: string;
}

export interface JiraDefaultTemplatesTable {
  tenant_key: string;
  project_id: string;
  issue_type_id: string;
  /** JSON string[] of template uids, in the order they are applied. */
  template_uids: string;
  updated_at: string;
  updated_by: string;
}

export interface JiraHandledEventsTable {
  tenant_key: string;
  event_key: string;
  handled_at: string;
}

export interface JiraIssueSyncTable {
  tenant_key: string;
  issue_id: string;
  due_at: string;
  attempts: number;
  /** Bumped by every change marked while a sync may be running: only a sync of the latest ends it. */
  generation: number;
  last_error: string | null;
}

export interface RateLimitWindowsTable {
  key: string;
  hits: number;
  /** When the window ends, ms since the epoch (bigint: read back as a string on PostgreSQL). */
  reset_at: number | string;
}

export interface ConfluenceMacrosTable {
  tenant_key: string;
  page_id: string;
  macro_id: string;
  space_key: string;
  page_title: string;
  checklist_uid: string;
  source: 'template' | 'chosen';
  template_uid: string | null;
  created_at: string;
  created_by: string;
  updated_at: string;
}

export interface PortalUsersTable {
  uid: string;
  tenant_key: string | null;
  email: string | null;
  display_name: string | null;
  photo_url: string | null;
  created_at: string;
  updated_at: string;
}

export interface InvitationsTable {
  id: string;
  tenant_key: string;
  code_hash: string;
  email: string;
  template_uid: string;
  created_by: string;
  created_by_name: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  used_by: string | null;
  revoked_at: string | null;
}

export interface ApiKeysTable {
  id: string;
  tenant_key: string;
  owner_kind: 'user' | 'site';
  owner_id: string | null;
  owner_user_kind: string | null;
  owner_name: string | null;
  name: string;
  prefix: string;
  secret_hash: string;
  scope: 'read' | 'write';
  created_by: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface ChecklistSharesTable {
  share_uid: string;
  tenant_key: string;
  checklist_uid: string;
  permission: 'view' | 'check';
  label: string | null;
  created_by: string;
  created_by_name: string | null;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface Database {
  templates: TemplatesTable;
  checklists: ChecklistsTable;
  checklist_items: ChecklistItemsTable;
  signatures: SignaturesTable;
  audit_events: AuditEventsTable;
  tenants: TenantsTable;
  connect_settings: ConnectSettingsTable;
  tenant_settings: TenantSettingsTable;
  user_preferences: UserPreferencesTable;
  analytics_daily: AnalyticsDailyTable;
  jira_site_settings: JiraSiteSettingsTable;
  jira_default_templates: JiraDefaultTemplatesTable;
  jira_handled_events: JiraHandledEventsTable;
  jira_issue_sync: JiraIssueSyncTable;
  confluence_macros: ConfluenceMacrosTable;
  portal_users: PortalUsersTable;
  invitations: InvitationsTable;
  api_keys: ApiKeysTable;
  rate_limit_windows: RateLimitWindowsTable;
  checklist_shares: ChecklistSharesTable;
}

export type { Generated };
