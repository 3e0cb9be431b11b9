/** Checklists: create (from a template, blank, prefilled), list, view, edit, skip, reopen, archive, delete. */
import type { RequestContext } from '../auth/request-context';
import type { Repositories, TransactionRunner } from '../db/unit-of-work';
import type { ChecklistRow } from '../db/repositories/checklists-repository';
import { checklistSearchText } from '../db/repositories/checklists-repository';
import type { ItemRow } from '../db/repositories/items-repository';
import type { TemplateRecord } from '../db/repositories/templates-repository';
import type {
  ChecklistDto,
  ChecklistSummaryDto,
  CreateChecklistInput,
  ListChecklistsQuery,
  UpdateChecklistInput,
} from '../../shared/checklists';
import { createChecklistSchema, updateChecklistSchema } from '../../shared/checklists';
import type { Page } from '../../shared/pagination';
import type { TemplateItem } from '../../shared/items';
import { isCountable } from '../../shared/item-kinds';
import { presentChecklist, presentChecklistSummary } from '../presenters/checklist-presenter';
import { AppError, conflict, forbidden, notFound } from '../errors';
import { checklistPolicy } from './policies';
import { auditRows, type AuditEntry } from './audit-writer';
import { deriveState } from './checklist-state';
import { withItemIds } from './templates-service';
import type { ChecklistWriter } from './checklist-writer';
import type { ChangeBus } from './live/change-bus';
import type { PeopleCheck } from './people-check';
import { newUid } from '../lib/ids';
import { nowIso } from '../db/clock';

export interface ChecklistsService {
  list(ctx: RequestContext, query: ListChecklistsQuery): Promise<Page<ChecklistSummaryDto>>;
  get(ctx: RequestContext, uid: string): Promise<ChecklistDto>;
  create(ctx: RequestContext, input: CreateChecklistInput): Promise<ChecklistDto>;
  update(ctx: RequestContext, uid: string, input: UpdateChecklistInput): Promise<ChecklistDto>;
  skip(ctx: RequestContext, uid: string, reason: string): Promise<ChecklistDto>;
  reopen(ctx: RequestContext, uid: string): Promise<ChecklistDto>;
  setArchived(ctx: RequestContext, uid: string, archived: boolean): Promise<ChecklistDto>;
  delete(ctx: RequestContext, uid: string): Promise<void>;
}

/**
 * A 409 answers with the resource as it is now, read after the failed transaction ended
 * (SQLite has one connection: reading inside it from outside would wait forever).
 */
async function withCurrentOnConflict<T>(
  current: () => Promise<unknown>,
  work: Promise<T>,
): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && error.status === 409 && !error.extra) {
      throw error.with({ current: await current().catch(() => null) });
    }
    throw error;
  }
}

const addDays = (isoDay: string, days: number) => {
  const date = new Date(`${isoDay}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

function itemRows(
  tenantKey: string,
  checklistUid: string,
  items: TemplateItem[],
  createdDay: string,
): ItemRow[] {
  return items.map((item, index) => ({
    checklist_uid: checklistUid,
    // Template item ids are kept, so statistics can follow an item across checklists.
    id: item.id,
    tenant_key: tenantKey,
    position: index + 1,
    kind: item.kind,
    text: item.text,
    mandatory: item.mandatory ? 1 : 0,
    assignee_id: item.assigneeId,
    due_date: item.dueOffsetDays === null ? null : addDays(createdDay, item.dueOffsetDays),
    status: 'open',
    status_category: 'open',
    status_set_by: null,
    status_set_at: null,
    skip_reason: null,
    note: null,
    note_by: null,
    note_at: null,
    signed: 0,
    version: 1,
  }));
}

export function createChecklistsService(deps: {
  repos: Repositories;
  run: TransactionRunner;
  write: ChecklistWriter;
  bus: ChangeBus;
  people: PeopleCheck;
}): ChecklistsService {
  const { repos, run, write } = deps;

  const templateInfo = async (ctx: RequestContext, templateUid: string | null) => {
    const template = templateUid
      ? await repos.templates.find(ctx.tenantKey, templateUid)
      : undefined;
    return {
      title: template?.title ?? null,
      ownership: template ? { ownerId: template.ownerId, editorIds: template.editorIds } : null,
    };
  };

  const get = async (ctx: RequestContext, uid: string): Promise<ChecklistDto> => {
    const row = await repos.checklists.find(ctx.tenantKey, uid);
    if (!row) throw notFound('errors.checklistNotFound');
    const [items, signatures, template] = await Promise.all([
      repos.items.list(ctx.tenantKey, uid),
      repos.signatures.listMeta(ctx.tenantKey, uid),
      templateInfo(ctx, row.template_uid),
    ]);
    return presentChecklist(ctx, row, items, signatures, template);
  };

  const placeEvent = (row: ChecklistRow) => ({ kind: row.place_kind, id: row.place_id });

  return {
    async list(ctx, query) {
      const { rows, total, totalCapped } = await repos.checklists.list(
        ctx.tenantKey,
        {
          status: query.status,
          templateUid: query.templateUid,
          assigneeId: query.assigneeId,
          placeKind: query.placeKind,
          placeId: query.placeId,
          search: query.search,
        },
        query.sort,
        { limit: query.perPage, offset: (query.page - 1) * query.perPage },
      );
      return {
        items: rows.map((row) =>
          presentChecklistSummary(ctx, row, {
            title: row.template_title,
            ownership:
              row.template_owner_id === null
                ? null
                : {
                    ownerId: row.template_owner_id,
                    editorIds: JSON.parse(row.template_editor_ids ?? '[]') as string[],
                  },
          }),
        ),
        page: query.page,
        perPage: query.perPage,
        total,
        totalCapped,
      };
    },

    get,

    async create(ctx, raw) {
      const input = createChecklistSchema.parse(raw);
      await deps.people(ctx, [input.assigneeId, ...(input.items ?? []).map((i) => i.assigneeId)]);
      let template: TemplateRecord | undefined;
      if (input.templateUid) {
        template = await repos.templates.find(ctx.tenantKey, input.templateUid);
        if (!template) throw notFound('errors.templateNotFound');
        if (template.archived) throw conflict('errors.templateArchived');
      }
      const at = nowIso();
      const uid = newUid();
      const title = input.title ?? template?.title ?? '';
      const items = input.items ? withItemIds(input.items) : (template?.items ?? []);
      const place = input.place;
      const row: ChecklistRow = {
        uid,
        tenant_key: ctx.tenantKey,
        title,
        search_text: checklistSearchText(title),
        template_uid: template?.uid ?? null,
        template_version: template?.version ?? null,
        place_kind: place.kind,
        place_id: place.kind === 'standalone' ? null : place.id,
        place_key: place.kind === 'jira_issue' ? place.key : null,
        macro_id: place.kind === 'confluence_page' ? (place.macroId ?? null) : null,
        assignee_id: input.assigneeId,
        due_date: input.dueDate,
        status: 'not_started',
        progress_done: 0,
        progress_total: 0,
        open_required: 0,
        created_at: at,
        created_by: ctx.user.id,
        updated_at: at,
        updated_by: ctx.user.id,
        completed_at: null,
        completed_by: null,
        skipped_at: null,
        skipped_by: null,
        skip_reason: null,
        archived_at: null,
        version: 1,
        meta_version: 1,
      };
      const rows = itemRows(ctx.tenantKey, uid, items, at.slice(0, 10));
      const { fields } = deriveState(row, rows, ctx.user.id, at, true);
      await run(async (uow) => {
        await uow.repos.checklists.insert({ ...row, ...fields });
        await uow.repos.items.insertMany(rows);
        await uow.repos.audit.insert(
          auditRows(ctx, at, [
            {
              action: 'created',
              checklistUid: uid,
              templateUid: template?.uid ?? null,
              place: placeEvent(row),
              after: {
                title,
                items: rows.length,
                tasks: rows.filter((item) => isCountable(item.kind)).length,
                ...(template ? { template: template.title } : {}),
              },
            },
          ]),
        );
      });
      return get(ctx, uid);
    },

    async update(ctx, uid, raw) {
      const input = updateChecklistSchema.parse(raw);
      if (input.assigneeId) {
        const before = await repos.checklists.find(ctx.tenantKey, uid);
        await deps.people(ctx, [input.assigneeId], [before?.assignee_id]);
      }
      await withCurrentOnConflict(
        () => get(ctx, uid),
        write(ctx, uid, async (_uow, row) => {
          // The row is locked for this write: comparing versions here is race-free.
          if (row.meta_version !== input.metaVersion) throw conflict('errors.checklistChanged');
          const changes: Partial<ChecklistRow> = {};
          const events: AuditEntry[] = [];
          const event = (action: AuditEntry['action'], before: unknown, after: unknown) =>
            events.push({ action, checklistUid: uid, place: placeEvent(row), before, after });
          if (input.title !== undefined && input.title !== row.title) {
            changes.title = input.title;
            event('renamed', { title: row.title }, { title: input.title });
          }
          if (input.assigneeId !== undefined && input.assigneeId !== row.assignee_id) {
            changes.assignee_id = input.assigneeId;
            event('assigned', { assigneeId: row.assignee_id }, { assigneeId: input.assigneeId });
          }
          if (input.dueDate !== undefined && input.dueDate !== row.due_date) {
            changes.due_date = input.dueDate;
            event('due_date_changed', { dueDate: row.due_date }, { dueDate: input.dueDate });
          }
          if (changes.title !== undefined) changes.search_text = checklistSearchText(changes.title);
          return {
            events,
            result: undefined,
            changes: { ...changes, meta_version: row.meta_version + 1 },
            touch: events.length > 0,
          };
        }),
      );
      return get(ctx, uid);
    },

    async skip(ctx, uid, reason) {
      await write(ctx, uid, async (_uow, row, at) => {
        // A second skip would replace the first one's reason and log again: refused (409).
        if (row.skipped_at) throw conflict('errors.checklistAlreadySkipped');
        return {
          events: [
            { action: 'skipped', checklistUid: uid, place: placeEvent(row), after: { reason } },
          ],
          result: undefined,
          changes: { skipped_at: at, skipped_by: ctx.user.id, skip_reason: reason },
          touch: true,
        };
      });
      return get(ctx, uid);
    },

    async reopen(ctx, uid) {
      await write(ctx, uid, async (_uow, row) => {
        if (!row.completed_at && !row.skipped_at) throw conflict('errors.notCompletedOrSkipped');
        return {
          events: [
            {
              action: 'reopened',
              checklistUid: uid,
              place: placeEvent(row),
              before: {
                status: row.status,
                completedBy: row.completed_by,
                skipReason: row.skip_reason,
              },
            },
          ],
          result: undefined,
          changes: {
            completed_at: null,
            completed_by: null,
            skipped_at: null,
            skipped_by: null,
            skip_reason: null,
          },
          touch: true,
        };
      });
      return get(ctx, uid);
    },

    async setArchived(ctx, uid, archived) {
      await write(
        ctx,
        uid,
        async (_uow, row, at) => {
          if ((row.archived_at !== null) === archived) return { events: [], result: undefined };
          return {
            events: [
              {
                action: archived ? 'archived' : 'unarchived',
                checklistUid: uid,
                place: placeEvent(row),
              },
            ],
            result: undefined,
            changes: { archived_at: archived ? at : null },
            touch: true,
          };
        },
        { allowArchived: true },
      );
      return get(ctx, uid);
    },

    async delete(ctx, uid) {
      const row = await repos.checklists.find(ctx.tenantKey, uid);
      if (!row) throw notFound('errors.checklistNotFound');
      const template = await templateInfo(ctx, row.template_uid);
      const policy = checklistPolicy(
        ctx,
        { createdBy: row.created_by, archived: row.archived_at !== null },
        template.ownership,
      );
      if (!policy.canDelete) throw forbidden('errors.checklistDeleteForbidden');
      const at = nowIso();
      await run(async (uow) => {
        const items = await uow.repos.items.list(ctx.tenantKey, uid);
        await uow.repos.checklists.delete(ctx.tenantKey, uid);
        await uow.repos.audit.insert(
          auditRows(ctx, at, [
            {
              action: 'deleted',
              checklistUid: uid,
              templateUid: row.template_uid,
              place: placeEvent(row),
              before: {
                title: row.title,
                items: items.length,
                notes: items.filter((i) => i.note).length,
                signatures: items.filter((i) => i.signed === 1).length,
              },
            },
          ]),
        );
        await deps.bus.publish(uow, {
          tenantKey: ctx.tenantKey,
          checklistUid: uid,
          version: row.version + 1,
          deleted: true,
        });
      });
    },
  };
}
