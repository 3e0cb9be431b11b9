/** Items of a checklist: add, edit, set status, note, move, remove, sign. */
import type { RequestContext } from '../auth/request-context';
import type { Repositories } from '../db/unit-of-work';
import type { UnitOfWork } from '../db/unit-of-work';
import type { ItemChanges, ItemRow } from '../db/repositories/items-repository';
import type { ChecklistRow } from '../db/repositories/checklists-repository';
import type { z } from 'zod';
import type { addItemSchema, ItemResult, updateItemSchema } from '../../shared/checklists';
import { BUILTIN_ITEM_STATUSES } from '../../shared/checklists';
import type { ItemStatusCategory } from '../../shared/settings';
import { presentChecklistState, presentItem } from '../presenters/checklist-presenter';
import { conflict, forbidden, invalidInput, notFound } from '../errors';
import { mayRemoveSignature } from './policies';
import type { AuditEntry } from './audit-writer';
import type { ChecklistWriter } from './checklist-writer';
import type { SettingsService } from './settings-service';
import { parseSignatureImage } from './signature-image';
import { newItemId } from '../lib/ids';
import type { PeopleCheck } from './people-check';

/** Input as the routes' zod schemas give it: validated once, with defaults filled in. */
export type AddItemFields = z.output<typeof addItemSchema>;
export type UpdateItemFields = z.output<typeof updateItemSchema>;

export interface ItemsService {
  add(ctx: RequestContext, uid: string, input: AddItemFields): Promise<ItemResult>;
  update(
    ctx: RequestContext,
    uid: string,
    itemId: string,
    input: UpdateItemFields,
  ): Promise<ItemResult>;
  move(
    ctx: RequestContext,
    uid: string,
    itemId: string,
    afterItemId: string | null,
    version: number,
  ): Promise<ItemResult>;
  remove(ctx: RequestContext, uid: string, itemId: string, version: number): Promise<ItemResult>;
  sign(
    ctx: RequestContext,
    uid: string,
    itemId: string,
    image: string,
    version: number,
  ): Promise<ItemResult>;
  clearSignature(
    ctx: RequestContext,
    uid: string,
    itemId: string,
    version: number,
  ): Promise<ItemResult>;
  signatureImage(
    ctx: RequestContext,
    uid: string,
    itemId: string,
  ): Promise<{ mimeType: string; data: Buffer }>;
}

const badRequest = invalidInput;

/** A position between two neighbours; undefined when they are too close (renumber first). */
function between(before: number | undefined, after: number | undefined): number | undefined {
  if (before === undefined && after === undefined) return 1;
  if (before === undefined) return (after ?? 0) - 1;
  if (after === undefined) return before + 1;
  const middle = (before + after) / 2;
  return middle - before > 1e-6 ? middle : undefined;
}

export function createItemsService(deps: {
  repos: Repositories;
  write: ChecklistWriter;
  settings: SettingsService;
  people: PeopleCheck;
}): ItemsService {
  const { write, repos } = deps;

  const placeOf = (row: ChecklistRow) => ({ kind: row.place_kind, id: row.place_id });

  const requireItem = async (uow: UnitOfWork, ctx: RequestContext, uid: string, itemId: string) => {
    const item = await uow.repos.items.find(ctx.tenantKey, uid, itemId);
    if (!item) throw notFound('errors.itemNotFound');
    return item;
  };

  /** Applies `changes` at `version`, or answers 409 with the item as it is now. */
  const applyItem = async (
    uow: UnitOfWork,
    ctx: RequestContext,
    item: ItemRow,
    version: number,
    changes: ItemChanges,
  ): Promise<ItemRow> => {
    const saved = await uow.repos.items.update(
      ctx.tenantKey,
      item.checklist_uid,
      item.id,
      version,
      changes,
    );
    if (!saved)
      throw conflict('errors.itemChanged', undefined, { current: presentItem(item, undefined) });
    return { ...item, ...changes, version: version + 1 };
  };

  /** Owner and editors of the checklist's template; null without one (or when deleted). */
  const templateOwnership = async (r: Repositories, ctx: RequestContext, row: ChecklistRow) =>
    row.template_uid === null
      ? null
      : ((await r.templates.ownership(ctx.tenantKey, [row.template_uid])).get(row.template_uid) ??
        null);

  /** Whether the caller may remove (or sign over) a signature by `signedBy` (policies.ts). */
  const mayRemove = async (
    r: Repositories,
    ctx: RequestContext,
    row: ChecklistRow,
    signedBy: string,
  ) =>
    mayRemoveSignature(
      ctx,
      { signedBy },
      { archived: row.archived_at !== null },
      await templateOwnership(r, ctx, row),
    );

  /** Refuses removing or signing over someone else's signature unless the policy allows it. */
  const requireMayRemove = async (
    uow: UnitOfWork,
    ctx: RequestContext,
    row: ChecklistRow,
    item: ItemRow,
  ) => {
    const signature = await uow.repos.signatures.find(ctx.tenantKey, item.checklist_uid, item.id);
    if (!(await mayRemove(uow.repos, ctx, row, signature?.signed_by ?? '')))
      throw forbidden('errors.signatureRemoveForbidden');
  };

  /** The changed item (signature looked up only when signed) and the checklist's new state. */
  const result = async (
    ctx: RequestContext,
    row: ChecklistRow,
    item: ItemRow | null,
  ): Promise<ItemResult> => {
    const signature =
      item?.signed === 1 ? await repos.signatures.find(ctx.tenantKey, row.uid, item.id) : undefined;
    const canRemove = signature ? await mayRemove(repos, ctx, row, signature.signed_by) : false;
    return {
      item: item ? presentItem(item, signature, canRemove) : null,
      checklist: presentChecklistState(row),
    };
  };

  const statusCategory = async (
    ctx: RequestContext,
    status: string,
  ): Promise<ItemStatusCategory> => {
    if ((BUILTIN_ITEM_STATUSES as readonly string[]).includes(status))
      return status as ItemStatusCategory;
    const settings = await deps.settings.get(ctx);
    const custom = settings.customTaskStatuses.find((s) => s.id === status);
    if (!custom) throw badRequest('errors.statusUnknown', { status });
    // The site shows only the built-in statuses while its switch is off: none other is set.
    if (!settings.showCustomTaskStatus) throw badRequest('errors.customStatusesOff');
    return custom.category;
  };

  return {
    async add(ctx, uid, input) {
      await deps.people(ctx, [input.assigneeId]);
      const { result: item, row } = await write(ctx, uid, async (uow, checklist) => {
        const items = await uow.repos.items.list(ctx.tenantKey, uid);
        let index = items.length - 1;
        if (input.afterItemId === null) index = -1;
        else if (input.afterItemId !== undefined) {
          index = items.findIndex((i) => i.id === input.afterItemId);
          if (index < 0) throw badRequest('errors.itemAnchorNotFound');
        }
        let position = between(items[index]?.position, items[index + 1]?.position);
        if (position === undefined) {
          await uow.repos.items.renumber(
            ctx.tenantKey,
            uid,
            items.map((i) => i.id),
          );
          position = index + 1.5;
        }
        const created: ItemRow = {
          checklist_uid: uid,
          id: newItemId(),
          tenant_key: ctx.tenantKey,
          position,
          kind: input.kind,
          text: input.text,
          mandatory: input.mandatory ? 1 : 0,
          assignee_id: input.assigneeId,
          due_date: input.dueDate,
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
        };
        await uow.repos.items.insertMany([created]);
        return {
          events: [
            {
              action: 'item_added',
              checklistUid: uid,
              itemId: created.id,
              place: placeOf(checklist),
              after: { kind: created.kind, text: created.text, mandatory: input.mandatory },
            },
          ],
          result: created,
          itemsChanged: true,
        };
      });
      return result(ctx, row, item);
    },

    async update(ctx, uid, itemId, input) {
      if (input.assigneeId) {
        const before = await repos.items.find(ctx.tenantKey, uid, itemId);
        await deps.people(ctx, [input.assigneeId], [before?.assignee_id]);
      }
      const category =
        input.status === undefined ? undefined : await statusCategory(ctx, input.status);
      const { result: item, row } = await write(ctx, uid, async (uow, checklist, at) => {
        const current = await requireItem(uow, ctx, uid, itemId);
        const changes: ItemChanges = {};
        const events: AuditEntry[] = [];
        const event = (action: AuditEntry['action'], before: unknown, after: unknown) =>
          events.push({
            action,
            checklistUid: uid,
            itemId,
            place: placeOf(checklist),
            before,
            after,
          });

        if (input.status !== undefined && category !== undefined) {
          if (current.kind === 'heading' || current.kind === 'note')
            throw badRequest('errors.itemNotCheckable');
          if (current.kind === 'signature') throw badRequest('errors.signatureNeedsSigning');
          // "Skip with a reason": every status that counts as skipped needs one.
          if (category === 'skipped' && !input.skipReason)
            throw badRequest('errors.skipReasonRequired');
          const reason = category === 'skipped' ? (input.skipReason ?? null) : null;
          if (input.status !== current.status || reason !== current.skip_reason) {
            Object.assign(changes, {
              status: input.status,
              status_category: category,
              status_set_by: ctx.user.id,
              status_set_at: at,
              skip_reason: reason,
            });
            event(
              'status_changed',
              { status: current.status },
              { status: input.status, ...(reason ? { reason } : {}) },
            );
          }
        }
        if (input.note !== undefined && (input.note || null) !== current.note) {
          const note = input.note || null;
          Object.assign(changes, {
            note,
            note_by: note ? ctx.user.id : null,
            note_at: note ? at : null,
          });
          event('note_changed', { note: current.note }, { note });
        }
        const edited: Record<string, { before: unknown; after: unknown }> = {};
        if (input.text !== undefined && input.text !== current.text) {
          changes.text = input.text;
          edited.text = { before: current.text, after: input.text };
        }
        if (input.mandatory !== undefined && (input.mandatory ? 1 : 0) !== current.mandatory) {
          changes.mandatory = input.mandatory ? 1 : 0;
          edited.mandatory = { before: current.mandatory === 1, after: input.mandatory };
        }
        if (input.assigneeId !== undefined && input.assigneeId !== current.assignee_id) {
          changes.assignee_id = input.assigneeId;
          edited.assigneeId = { before: current.assignee_id, after: input.assigneeId };
        }
        if (input.dueDate !== undefined && input.dueDate !== current.due_date) {
          changes.due_date = input.dueDate;
          edited.dueDate = { before: current.due_date, after: input.dueDate };
        }
        if (Object.keys(edited).length > 0) {
          const pick = (side: 'before' | 'after') =>
            Object.fromEntries(Object.entries(edited).map(([k, v]) => [k, v[side]]));
          event('item_edited', pick('before'), pick('after'));
        }
        if (Object.keys(changes).length === 0) {
          // Nothing differs: still a stale version must not pass silently.
          if (current.version !== input.version) {
            throw conflict('errors.itemChanged', undefined, {
              current: presentItem(current, undefined),
            });
          }
          return { events, result: current };
        }
        return {
          events,
          result: await applyItem(uow, ctx, current, input.version, changes),
          itemsChanged: changes.status_category !== undefined || changes.mandatory !== undefined,
        };
      });
      return result(ctx, row, item);
    },

    async move(ctx, uid, itemId, afterItemId, version) {
      const { result: item, row } = await write(ctx, uid, async (uow, checklist) => {
        const items = await uow.repos.items.list(ctx.tenantKey, uid);
        const from = items.findIndex((i) => i.id === itemId);
        const current = items[from];
        if (!current) throw notFound('errors.itemNotFound');
        const others = items.filter((i) => i.id !== itemId);
        const anchor = afterItemId === null ? -1 : others.findIndex((i) => i.id === afterItemId);
        if (afterItemId !== null && anchor < 0) throw badRequest('errors.itemAnchorNotFound');
        let position = between(others[anchor]?.position, others[anchor + 1]?.position);
        if (position === undefined) {
          await uow.repos.items.renumber(
            ctx.tenantKey,
            uid,
            others.map((i) => i.id),
          );
          position = anchor + 1 + 0.5;
        }
        const moved = await applyItem(uow, ctx, current, version, { position });
        return {
          events: [
            {
              action: 'item_moved',
              checklistUid: uid,
              itemId,
              place: placeOf(checklist),
              before: { index: from },
              after: { index: anchor + 1 },
            },
          ],
          result: moved,
        };
      });
      return result(ctx, row, item);
    },

    async remove(ctx, uid, itemId, version) {
      const { row } = await write(ctx, uid, async (uow, checklist) => {
        const current = await requireItem(uow, ctx, uid, itemId);
        // The checklist's row is locked for this write: comparing versions here is race-free.
        if (current.version !== version) {
          throw conflict('errors.itemChanged', undefined, {
            current: presentItem(current, undefined),
          });
        }
        await uow.repos.signatures.delete(ctx.tenantKey, uid, itemId);
        await uow.repos.items.delete(ctx.tenantKey, uid, itemId);
        return {
          events: [
            {
              action: 'item_removed',
              checklistUid: uid,
              itemId,
              place: placeOf(checklist),
              before: {
                kind: current.kind,
                text: current.text,
                status: current.status,
                note: current.note,
              },
            },
          ],
          result: null,
          itemsChanged: true,
        };
      });
      return result(ctx, row, null);
    },

    async sign(ctx, uid, itemId, image, version) {
      const parsed = parseSignatureImage(image);
      const { result: item, row } = await write(ctx, uid, async (uow, checklist, at) => {
        const current = await requireItem(uow, ctx, uid, itemId);
        if (current.kind !== 'signature') throw badRequest('errors.signatureNotSignatureItem');
        // Signing over a signature removes it: the same people may do it.
        if (current.signed === 1) await requireMayRemove(uow, ctx, checklist, current);
        const signed = await applyItem(uow, ctx, current, version, {
          status: 'done',
          status_category: 'done',
          status_set_by: ctx.user.id,
          status_set_at: at,
          signed: 1,
        });
        await uow.repos.signatures.put({
          checklist_uid: uid,
          item_id: itemId,
          tenant_key: ctx.tenantKey,
          mime_type: parsed.mimeType,
          data: parsed.base64,
          signed_by: ctx.user.id,
          signed_at: at,
        });
        return {
          events: [
            {
              action: 'signed',
              checklistUid: uid,
              itemId,
              place: placeOf(checklist),
              before: current.signed === 1 ? { signed: true } : undefined,
              after: { mimeType: parsed.mimeType },
            },
          ],
          result: signed,
          itemsChanged: true,
        };
      });
      return result(ctx, row, item);
    },

    async clearSignature(ctx, uid, itemId, version) {
      const { result: item, row } = await write(ctx, uid, async (uow, checklist, at) => {
        const current = await requireItem(uow, ctx, uid, itemId);
        if (current.kind !== 'signature') throw badRequest('errors.signatureNotSignatureItem');
        if (current.signed !== 1) throw notFound('errors.signatureNotFound');
        await requireMayRemove(uow, ctx, checklist, current);
        const cleared = await applyItem(uow, ctx, current, version, {
          status: 'open',
          status_category: 'open',
          status_set_by: ctx.user.id,
          status_set_at: at,
          signed: 0,
        });
        await uow.repos.signatures.delete(ctx.tenantKey, uid, itemId);
        return {
          events: [
            { action: 'signature_cleared', checklistUid: uid, itemId, place: placeOf(checklist) },
          ],
          result: cleared,
          itemsChanged: true,
        };
      });
      return result(ctx, row, item);
    },

    async signatureImage(ctx, uid, itemId) {
      const signature = await repos.signatures.find(ctx.tenantKey, uid, itemId);
      if (!signature) throw notFound('errors.signatureNotFound');
      return { mimeType: signature.mime_type, data: Buffer.from(signature.data, 'base64') };
    },
  };
}
