/** GET /api/checklists/:uid/events: a live view follows a checklist's changes. */
import type { RequestContext } from '../../auth/request-context';
import type { Repositories } from '../../db/unit-of-work';
import type { ChangeBus, ChangeListener } from '../live/change-bus';
import { authorize } from '../../policies/authorize';
import { notFound } from '../../errors';
import type { PlaceVisibility } from '../places/place-visibility';
import { requireVisiblePlace } from '../places/placed-access';

export interface Following {
  /** The checklist's version when the view started following. */
  version: number;
  /** Stops following. */
  stop(): void;
}

export async function followChecklist(
  deps: { repos: Repositories; bus: ChangeBus; visibility: PlaceVisibility },
  ctx: RequestContext,
  uid: string,
  listener: ChangeListener,
): Promise<Following> {
  // Subscribe first: a change committed while the version is read is then announced too.
  const stop = deps.bus.subscribe(ctx.tenantKey, uid, listener);
  try {
    const row = await deps.repos.checklists.find(ctx.tenantKey, uid);
    if (!row) throw notFound('errors.checklistNotFound');
    await requireVisiblePlace(deps, ctx, row);
    authorize(ctx, 'checklist.read', { uid: row.uid, templateUid: row.template_uid });
    return { version: row.version, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
