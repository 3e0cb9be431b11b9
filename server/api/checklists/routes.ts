/** /api/checklists: list, create, read, edit, skip, reopen, archive, delete, audit log. */
import { Router } from 'express';
import { handle } from '../../http/endpoint';
import { presentChecklist, presentChecklistSummary } from '../../presenters/checklist-presenter';
import { presentAuditLog } from '../../presenters/audit-presenter';
import type { ServiceDeps } from '../../services/service-deps';
import { listChecklists } from '../../services/checklists/list-checklists';
import { readChecklist } from '../../services/checklists/read-checklist';
import { createChecklist } from '../../services/checklists/create-checklist';
import { updateChecklist } from '../../services/checklists/update-checklist';
import { reopenChecklist, skipChecklist } from '../../services/checklists/skip-reopen-checklist';
import { setChecklistArchived } from '../../services/checklists/archive-checklist';
import { deleteChecklist } from '../../services/checklists/delete-checklist';
import { checklistAudit } from '../../services/audit/read-audit';
import { AppError } from '../../errors';
import * as schema from './schema';

/**
 * A 409 answers with the checklist as it is now, read after the failed transaction ended
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

export function checklistsRoutes(deps: ServiceDeps): Router {
  const router = Router();
  const current = async (ctx: Parameters<typeof readChecklist>[1], uid: string) =>
    presentChecklist(await readChecklist(deps, ctx, uid));
  // Every change answers the checklist as its action wrote it: the right to make the change
  // was decided inside the action's transaction, and nothing after the commit can refuse it.

  router.get(
    '/checklists',
    handle(schema.listChecklists, async (ctx, { query }) => {
      const page = await listChecklists(deps, ctx, query);
      return { ...page, items: page.items.map(presentChecklistSummary) };
    }),
  );
  router.post(
    '/checklists',
    handle(schema.createChecklist, async (ctx, { body }) =>
      presentChecklist(await createChecklist(deps, ctx, body)),
    ),
  );
  router.get(
    '/checklists/:uid',
    handle(schema.readChecklist, (ctx, { params }) => current(ctx, params.uid)),
  );
  router.patch(
    '/checklists/:uid',
    handle(schema.updateChecklist, async (ctx, { params, body }) =>
      presentChecklist(
        await withCurrentOnConflict(
          () => current(ctx, params.uid),
          updateChecklist(deps, ctx, params.uid, body),
        ),
      ),
    ),
  );
  router.post(
    '/checklists/:uid/skip',
    handle(schema.skipChecklist, async (ctx, { params, body }) =>
      presentChecklist(await skipChecklist(deps, ctx, params.uid, body.reason)),
    ),
  );
  router.post(
    '/checklists/:uid/reopen',
    handle(schema.checklistAction, async (ctx, { params }) =>
      presentChecklist(await reopenChecklist(deps, ctx, params.uid)),
    ),
  );
  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    router.post(
      `/checklists/:uid/${action}`,
      handle(schema.checklistAction, async (ctx, { params }) =>
        presentChecklist(await setChecklistArchived(deps, ctx, params.uid, archived)),
      ),
    );
  }
  router.delete(
    '/checklists/:uid',
    handle(schema.checklistAction, async (ctx, { params }) => {
      await deleteChecklist(deps, ctx, params.uid);
    }),
  );
  router.get(
    '/checklists/:uid/audit',
    handle(schema.checklistAudit, async (ctx, { params, query }) =>
      presentAuditLog(await checklistAudit(deps, ctx, params.uid, query)),
    ),
  );
  return router;
}
