/**
 * The Jira app's data (migration 20261124-0005): enabled projects, default templates, handled
 * deliveries and the issue-property outbox. Every method takes the tenant key, except the
 * outbox's `due`, which the sync worker uses to find work across the sites it serves.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import type { ChecklistRow } from './checklists-repository';
import type { Dialect } from '../database';

export interface EnabledProjects {
  projectIds: string[];
  version: number;
}

export interface DefaultTemplatesRow {
  projectId: string;
  issueTypeId: string;
  templateUids: string[];
  /** When they were last set: an issue created before then is not owed them. */
  updatedAt: string;
}

export interface SyncRow {
  tenantKey: string;
  issueId: string;
  dueAt: string;
  attempts: number;
  generation: number;
}

export interface OpenRequiredItem {
  checklistTitle: string;
  text: string;
}

const parseIds = (json: string): string[] => {
  const value = JSON.parse(json) as unknown;
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

export function createJiraRepository(db: Kysely<Database>, dialect: Dialect = 'sqlite') {
  const repository = {
    async enabledProjects(tenantKey: string): Promise<EnabledProjects> {
      const row = await db
        .selectFrom('jira_site_settings')
        .select(['enabled_project_ids', 'version'])
        .where('tenant_key', '=', tenantKey)
        .executeTakeFirst();
      return row
        ? { projectIds: parseIds(row.enabled_project_ids), version: Number(row.version) }
        : { projectIds: [], version: 0 };
    },

    /** False, and nothing written, when the stored version is no longer `expectedVersion`. */
    async saveEnabledProjects(
      tenantKey: string,
      projectIds: string[],
      by: string,
      at: string,
      expectedVersion: number,
    ): Promise<boolean> {
      const values = {
        enabled_project_ids: JSON.stringify(projectIds),
        version: expectedVersion + 1,
        updated_at: at,
        updated_by: by,
      };
      if (expectedVersion === 0) {
        const inserted = await db
          .insertInto('jira_site_settings')
          .values({ tenant_key: tenantKey, ...values })
          .onConflict((oc) => oc.column('tenant_key').doNothing())
          .executeTakeFirst();
        return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
      }
      const updated = await db
        .updateTable('jira_site_settings')
        .set(values)
        .where('tenant_key', '=', tenantKey)
        .where('version', '=', expectedVersion)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    async defaultTemplates(tenantKey: string, projectId: string): Promise<DefaultTemplatesRow[]> {
      const rows = await db
        .selectFrom('jira_default_templates')
        .select(['project_id', 'issue_type_id', 'template_uids', 'updated_at'])
        .where('tenant_key', '=', tenantKey)
        .where('project_id', '=', projectId)
        .orderBy('issue_type_id')
        .execute();
      return rows.map((r) => ({
        projectId: r.project_id,
        issueTypeId: r.issue_type_id,
        templateUids: parseIds(r.template_uids),
        updatedAt: r.updated_at,
      }));
    },

    /** Replaces one issue type's defaults; an empty list removes them. */
    async setDefaultTemplates(
      tenantKey: string,
      row: Omit<DefaultTemplatesRow, 'updatedAt'>,
      by: string,
      at: string,
    ): Promise<void> {
      await db
        .deleteFrom('jira_default_templates')
        .where('tenant_key', '=', tenantKey)
        .where('project_id', '=', row.projectId)
        .where('issue_type_id', '=', row.issueTypeId)
        .execute();
      if (row.templateUids.length === 0) return;
      await db
        .insertInto('jira_default_templates')
        .values({
          tenant_key: tenantKey,
          project_id: row.projectId,
          issue_type_id: row.issueTypeId,
          template_uids: JSON.stringify(row.templateUids),
          updated_at: at,
          updated_by: by,
        })
        .execute();
    },

    /**
     * Records `eventKey` as handled. True only for the first caller: a second delivery, also
     * one racing the first, gets false (the primary key decides, in the caller's transaction).
     */
    async claimEvent(tenantKey: string, eventKey: string, at: string): Promise<boolean> {
      const result = await db
        .insertInto('jira_handled_events')
        .values({ tenant_key: tenantKey, event_key: eventKey, handled_at: at })
        .onConflict((oc) => oc.columns(['tenant_key', 'event_key']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async eventHandled(tenantKey: string, eventKey: string): Promise<boolean> {
      const row = await db
        .selectFrom('jira_handled_events')
        .select('event_key')
        .where('tenant_key', '=', tenantKey)
        .where('event_key', '=', eventKey)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Forgets handled events older than `before` (Jira redelivers for hours, not weeks). */
    async forgetEventsBefore(before: string): Promise<void> {
      await db.deleteFrom('jira_handled_events').where('handled_at', '<', before).execute();
    },

    /** The issue's checklists that are not archived, oldest first. */
    async issueChecklists(tenantKey: string, issueId: string): Promise<ChecklistRow[]> {
      return db
        .selectFrom('checklists')
        .selectAll()
        .where('tenant_key', '=', tenantKey)
        .where('place_kind', '=', 'jira_issue')
        .where('place_id', '=', issueId)
        .where('archived_at', 'is', null)
        .orderBy('created_at')
        .orderBy('uid')
        .execute();
    },

    /** Open items of the checklists, in checklist and position order, with their flags. */
    async openItems(tenantKey: string, checklistUids: string[]) {
      if (checklistUids.length === 0) return [];
      return db
        .selectFrom('checklist_items')
        .select(['checklist_uid', 'kind', 'text', 'mandatory', 'status_category', 'signed'])
        .where('tenant_key', '=', tenantKey)
        .where('checklist_uid', 'in', checklistUids)
        .orderBy('checklist_uid')
        .orderBy('position')
        .execute();
    },

    /** Marks the issue's property as owed to Jira, due now (in the transaction of the change). */
    async markSync(tenantKey: string, issueId: string, at: string): Promise<void> {
      await db
        .insertInto('jira_issue_sync')
        .values({
          tenant_key: tenantKey,
          issue_id: issueId,
          due_at: at,
          attempts: 0,
          generation: 1,
          last_error: null,
        })
        .onConflict((oc) =>
          oc.columns(['tenant_key', 'issue_id']).doUpdateSet((eb) => ({
            due_at: at,
            attempts: 0,
            generation: eb('jira_issue_sync.generation', '+', 1),
          })),
        )
        .execute();
    },

    /** Outbox entries due by `now`, across sites (the worker's query), oldest first. */
    async dueSyncs(now: string, limit: number): Promise<SyncRow[]> {
      const rows = await db
        .selectFrom('jira_issue_sync')
        .select(['tenant_key', 'issue_id', 'due_at', 'attempts', 'generation'])
        .where('due_at', '<=', now)
        .orderBy('due_at')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        tenantKey: r.tenant_key,
        issueId: r.issue_id,
        dueAt: r.due_at,
        attempts: Number(r.attempts),
        generation: Number(r.generation),
      }));
    },

    /**
     * Takes the oldest entry due by `now` until `leaseUntil`, or undefined when none is due. On
     * PostgreSQL one statement, `FOR UPDATE SKIP LOCKED`: processes working the outbox at once
     * each take a different entry and never wait for each other's. On SQLite (one process) the
     * oldest due entry, claimed as claimSync does.
     */
    async claimNextSync(now: string, leaseUntil: string): Promise<SyncRow | undefined> {
      if (dialect === 'postgres') {
        const { rows } = await sql<{
          tenant_key: string;
          issue_id: string;
          attempts: number;
          generation: number;
        }>`update jira_issue_sync s set due_at = ${leaseUntil}
            from (select tenant_key, issue_id from jira_issue_sync where due_at <= ${now}
                  order by due_at limit 1 for update skip locked) due
            where s.tenant_key = due.tenant_key and s.issue_id = due.issue_id
            returning s.tenant_key, s.issue_id, s.attempts, s.generation`.execute(db);
        const row = rows[0];
        return row
          ? {
              tenantKey: row.tenant_key,
              issueId: row.issue_id,
              dueAt: leaseUntil,
              attempts: Number(row.attempts),
              generation: Number(row.generation),
            }
          : undefined;
      }
      for (const row of await repository.dueSyncs(now, 1)) {
        if (await repository.claimSync(row, leaseUntil)) return { ...row, dueAt: leaseUntil };
      }
      return undefined;
    },

    /**
     * Takes an entry for one sync until `leaseUntil`. False when another process took it first
     * or a change came in since it was read.
     */
    async claimSync(row: SyncRow, leaseUntil: string): Promise<boolean> {
      const result = await db
        .updateTable('jira_issue_sync')
        .set({ due_at: leaseUntil })
        .where('tenant_key', '=', row.tenantKey)
        .where('issue_id', '=', row.issueId)
        .where('due_at', '=', row.dueAt)
        .where('generation', '=', row.generation)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The sync of `generation` reached Jira: done, unless a newer change is waiting. */
    async finishSync(row: SyncRow): Promise<void> {
      await db
        .deleteFrom('jira_issue_sync')
        .where('tenant_key', '=', row.tenantKey)
        .where('issue_id', '=', row.issueId)
        .where('generation', '=', row.generation)
        .execute();
    },

    /** The sync failed: try again at `retryAt` (unless a newer change already made it due). */
    async retrySync(row: SyncRow, retryAt: string, error: string): Promise<void> {
      await db
        .updateTable('jira_issue_sync')
        .set({ due_at: retryAt, attempts: row.attempts + 1, last_error: error.slice(0, 500) })
        .where('tenant_key', '=', row.tenantKey)
        .where('issue_id', '=', row.issueId)
        .where('generation', '=', row.generation)
        .execute();
    },
  };
  return repository;
}

export type JiraRepository = ReturnType<typeof createJiraRepository>;
