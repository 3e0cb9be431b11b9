/**
 * Bench data for "my items" (docs/PERFORMANCE.md): `checklists` standalone checklists of 30
 * tasks each, written straight into the server's SQLite file; `perChecklist` tasks of each are
 * assigned to one person, due over 200 days around today, the rest to others or nobody.
 */
import SQLite from 'better-sqlite3';
import { randomBytes } from 'node:crypto';

const uid = () => randomBytes(16).toString('base64url');
const DAY = 86_400_000;

export function seedAssignedItems(
  file: string,
  tenantKey: string,
  assigneeId: string,
  options: { checklists: number; perChecklist: number },
): void {
  const db = new SQLite(file);
  db.pragma('busy_timeout = 10000');
  const insertChecklist =
    db.prepare(`insert into checklists (uid, tenant_key, title, search_text, template_uid,
    template_version, place_kind, place_id, place_key, macro_id, assignee_id, due_date, status, progress_done,
    progress_total, open_required, created_at, created_by, updated_at, updated_by, completed_at, completed_by,
    skipped_at, skipped_by, skip_reason, archived_at, version, meta_version)
    values (?, ?, ?, ?, null, null, 'standalone', null, null, null, null, null, 'in_progress', 0, 30, 30,
    ?, ?, ?, ?, null, null, null, null, null, null, 1, 1)`);
  const insertItem =
    db.prepare(`insert into checklist_items (checklist_uid, id, tenant_key, position,
    kind, text, mandatory, assignee_id, due_date, status, status_category, status_set_by, status_set_at,
    skip_reason, note, note_by, note_at, signed, version)
    values (?, ?, ?, ?, 'task', ?, 0, ?, ?, 'open', 'open', null, null, null, null, null, null, 0, 1)`);
  const now = Date.now();
  const at = new Date(now).toISOString();
  db.transaction(() => {
    for (let c = 0; c < options.checklists; c++) {
      const checklistUid = uid();
      const title = `Assigned ${c + 1}`;
      insertChecklist.run(
        checklistUid,
        tenantKey,
        title,
        title.toLowerCase(),
        at,
        assigneeId,
        at,
        assigneeId,
      );
      for (let i = 0; i < 30; i++) {
        const mine = i < options.perChecklist;
        const due = new Date(now + (((c * 7 + i * 13) % 200) - 100) * DAY)
          .toISOString()
          .slice(0, 10);
        insertItem.run(
          checklistUid,
          uid().slice(0, 12),
          tenantKey,
          i,
          `Step ${i + 1}`,
          mine ? assigneeId : i % 3 === 0 ? `someone-${c % 50}` : null,
          mine && i % 5 === 4 ? null : due,
        );
      }
    }
  })();
  db.close();
}
