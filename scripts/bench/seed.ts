/**
 * Bench data written straight into the SQLite file the server uses (WAL lets both open it):
 * templates, and many checklists for the list-page budget.
 */
import SQLite from 'better-sqlite3';
import { randomBytes } from 'node:crypto';

const uid = () => randomBytes(16).toString('base64url');
const STATUSES = ['not_started', 'in_progress', 'completed', 'in_progress', 'not_started'] as const;

export function seedChecklists(
  file: string,
  tenantKey: string,
  count: number,
  createdBy: string,
): void {
  const db = new SQLite(file);
  db.pragma('busy_timeout = 10000');
  const templates = Array.from({ length: 20 }, (_, i) => ({
    uid: uid(),
    title: `Bench template ${i + 1}`,
  }));
  const insertTemplate =
    db.prepare(`insert into templates (uid, tenant_key, title, search_text, description, tags,
    items, item_count, owner_id, editor_ids, version, archived, source_example_id, created_at, created_by,
    updated_at, updated_by) values (?, ?, ?, ?, '', '[]', '[]', 0, ?, '[]', 1, 0, null, ?, ?, ?, ?)`);
  const insertChecklist =
    db.prepare(`insert into checklists (uid, tenant_key, title, search_text, template_uid,
    template_version, place_kind, place_id, place_key, macro_id, assignee_id, due_date, status, progress_done,
    progress_total, open_required, created_at, created_by, updated_at, updated_by, completed_at, completed_by,
    skipped_at, skipped_by, skip_reason, archived_at, version, meta_version)
    values (?, ?, ?, ?, ?, 1, 'standalone', null, null, null, null, null, ?, ?, 30, ?, ?, ?, ?, ?, null, null,
    null, null, null, null, 1, 1)`);
  const start = Date.parse('2025-01-01T00:00:00.000Z');
  db.transaction(() => {
    const at = new Date(start).toISOString();
    for (const t of templates)
      insertTemplate.run(
        t.uid,
        tenantKey,
        t.title,
        t.title.toLowerCase(),
        createdBy,
        at,
        createdBy,
        at,
        createdBy,
      );
    for (let i = 0; i < count; i++) {
      const template = templates[i % templates.length];
      const title = `Checklist ${i + 1}`;
      const status = STATUSES[i % STATUSES.length] ?? 'not_started';
      const done = status === 'completed' ? 30 : status === 'in_progress' ? i % 30 : 0;
      const when = new Date(start + i * 60_000).toISOString();
      insertChecklist.run(
        uid(),
        tenantKey,
        title,
        title.toLowerCase(),
        template?.uid ?? null,
        status,
        done,
        30 - done,
        when,
        createdBy,
        when,
        createdBy,
      );
    }
  })();
  db.close();
}
