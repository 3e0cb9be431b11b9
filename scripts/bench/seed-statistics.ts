/**
 * Bench data for the statistics (docs/PERFORMANCE.md, docs/STATISTICS.md): one template of 30
 * tasks and `checklists` standalone checklists made from it over the last 26 weeks, with the
 * audit history their items would have (created, a status change per settled item, completed):
 * 70 % complete (28 done, 2 skipped with a reason), the rest part way. Written through the
 * app's own database layer (Kysely), on SQLite or PostgreSQL, in batches.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../server/db/database';
import { newEventId } from '../../server/lib/ids';
import type {
  AuditEventsTable,
  ChecklistItemsTable,
  ChecklistsTable,
} from '../../server/db/schema';

const ITEMS = 30;
const HOUR = 3_600_000;
const uid = () => randomBytes(16).toString('base64url');

/** A small deterministic generator, so two runs seed the same history. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export interface StatisticsSeed {
  templateUid: string;
  /** A completed checklist (for the checklist statistics row). */
  checklistUid: string;
}

export async function seedStatistics(
  databaseUrl: string,
  tenantKey: string,
  userId: string,
  options: { checklists: number },
): Promise<StatisticsSeed> {
  const { db, close } = openDatabase(databaseUrl);
  const rand = random(42);
  const templateUid = uid();
  const itemIds = Array.from({ length: ITEMS }, () => uid().slice(0, 16));
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  await db
    .insertInto('templates')
    .values({
      uid: templateUid,
      tenant_key: tenantKey,
      title: 'Bench release',
      search_text: 'bench release',
      description: '',
      tags: '[]',
      items: JSON.stringify(
        itemIds.map((id, i) => ({
          id,
          kind: 'task',
          text: `Step ${i + 1}`,
          mandatory: false,
          assigneeId: null,
          dueOffsetDays: null,
        })),
      ),
      item_count: ITEMS,
      owner_id: userId,
      editor_ids: '[]',
      version: 1,
      archived: 0,
      source_example_id: null,
      created_at: iso(now - 200 * 24 * HOUR),
      created_by: userId,
      updated_at: iso(now - 200 * 24 * HOUR),
      updated_by: userId,
    })
    .execute();

  let checklists: ChecklistsTable[] = [];
  let items: ChecklistItemsTable[] = [];
  let events: AuditEventsTable[] = [];
  const flush = async () => {
    for (let i = 0; i < checklists.length; i += 500)
      await db
        .insertInto('checklists')
        .values(checklists.slice(i, i + 500))
        .execute();
    for (let i = 0; i < items.length; i += 1000)
      await db
        .insertInto('checklist_items')
        .values(items.slice(i, i + 1000))
        .execute();
    for (let i = 0; i < events.length; i += 1000)
      await db
        .insertInto('audit_events')
        .values(events.slice(i, i + 1000))
        .execute();
    checklists = [];
    items = [];
    events = [];
  };
  const event = (
    checklistUid: string,
    ms: number,
    action: string,
    extra: Partial<AuditEventsTable> = {},
  ) =>
    events.push({
      id: newEventId(ms),
      tenant_key: tenantKey,
      checklist_uid: checklistUid,
      template_uid: null,
      item_id: null,
      place_kind: 'standalone',
      place_id: null,
      action,
      actor_kind: 'atlassian',
      actor_id: `${userId}${Math.floor(rand() * 5) || ''}`,
      actor_name: 'Bench person',
      before_json: null,
      after_json: null,
      created_at: iso(ms),
      ...extra,
    });

  let sample = '';
  for (let c = 0; c < options.checklists; c++) {
    const checklistUid = uid();
    const created = now - Math.floor(rand() * 182 * 24) * HOUR;
    const complete = rand() < 0.7;
    const settledCount = complete ? ITEMS : Math.floor(rand() * ITEMS);
    let at = created;
    event(checklistUid, created, 'created', { template_uid: templateUid });
    itemIds.forEach((id, position) => {
      const settled = position < settledCount;
      const skipped = settled && complete && position >= ITEMS - 2;
      if (settled) at += Math.floor(rand() * 4 * HOUR) + 60_000;
      const status = settled ? (skipped ? 'skipped' : 'done') : 'open';
      items.push({
        checklist_uid: checklistUid,
        id,
        tenant_key: tenantKey,
        position,
        kind: 'task',
        text: `Step ${position + 1}`,
        mandatory: 0,
        assignee_id: null,
        due_date: settled ? null : iso(created + 14 * 24 * HOUR).slice(0, 10),
        status,
        status_category: status as 'open' | 'done' | 'skipped',
        status_set_by: settled ? userId : null,
        status_set_at: settled ? iso(at) : null,
        skip_reason: skipped ? 'Not needed' : null,
        note: null,
        note_by: null,
        note_at: null,
        signed: 0,
        version: settled ? 2 : 1,
      });
      if (settled)
        event(checklistUid, at, 'status_changed', {
          item_id: id,
          before_json: '{"status":"open"}',
          after_json: skipped
            ? '{"status":"skipped","reason":"Not needed"}'
            : `{"status":"${status}"}`,
        });
    });
    if (complete) event(checklistUid, at, 'completed');
    if (complete && !sample) sample = checklistUid;
    checklists.push({
      uid: checklistUid,
      tenant_key: tenantKey,
      title: `Bench ${c + 1}`,
      search_text: `bench ${c + 1}`,
      template_uid: templateUid,
      template_version: 1,
      place_kind: 'standalone',
      place_id: null,
      place_key: null,
      macro_id: null,
      assignee_id: null,
      due_date: null,
      status: complete ? 'completed' : settledCount > 0 ? 'in_progress' : 'not_started',
      progress_done: settledCount,
      progress_total: ITEMS,
      open_required: ITEMS - settledCount,
      created_at: iso(created),
      created_by: userId,
      updated_at: iso(at),
      updated_by: userId,
      completed_at: complete ? iso(at) : null,
      completed_by: complete ? userId : null,
      skipped_at: null,
      skipped_by: null,
      skip_reason: null,
      archived_at: null,
      version: 1 + settledCount,
      meta_version: 1,
    });
    if (checklists.length === 1000) await flush();
  }
  await flush();
  await close();
  return { templateUid, checklistUid: sample };
}
