/**
 * A checklist's share links (docs/SHARING.md): list, make and revoke them. Whoever may change
 * the checklist's structure may (`checklist.share`), decided inside the transaction against the
 * checklist as it is locked; making one also needs the site's `allowPublicShareLinks`. Making
 * and revoking write `shared` and `share_revoked` to the checklist's audit log.
 */
import type { RequestContext } from '../../auth/request-context';
import type { ShareRow } from '../../db/repositories/shares-repository';
import type { ChecklistRow } from '../../db/repositories/checklists-repository';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { CreateShareInput } from '../../../shared/shares';
import { SHARES_PER_CHECKLIST_MAX } from '../../../shared/shares';
import type { ServiceDeps } from '../service-deps';
import { authorize } from '../../policies/authorize';
import { conflict, invalidInput, notFound } from '../../errors';
import { nowIso } from '../../db/clock';
import { newUid } from '../../lib/ids';
import { auditRows } from '../audit/audit-writer';
import { checklistAccess } from '../checklists/checklist-access';
import { placeOfRow } from '../checklists/checklist-place';
import { requireVisiblePlace } from '../places/placed-access';

type Deps = Pick<ServiceDeps, 'repos' | 'run' | 'visibility'>;

/** Whether the site allows public share links (off unless an admin turned it on). */
export async function sharesAllowed(
  repos: ServiceDeps['repos'],
  tenantKey: string,
): Promise<boolean> {
  const stored = (await repos.settings.peek(tenantKey))?.settings as
    { allowPublicShareLinks?: unknown } | undefined;
  return stored?.allowPublicShareLinks === true;
}

/** Runs `act` on the checklist locked for this write, once the caller may share it. */
async function withShareable<T>(
  deps: Deps,
  ctx: RequestContext,
  uid: string,
  act: (uow: UnitOfWork, row: ChecklistRow, at: string) => Promise<T>,
): Promise<T> {
  const seen = await deps.repos.checklists.find(ctx.tenantKey, uid);
  if (!seen) throw notFound('errors.checklistNotFound');
  await requireVisiblePlace(deps, ctx, seen);
  return deps.run(async (uow) => {
    const row = await uow.repos.checklists.findForWrite(ctx.tenantKey, uid);
    if (!row) throw notFound('errors.checklistNotFound');
    authorize(ctx, 'checklist.share', await checklistAccess(uow.repos, row));
    return act(uow, row, nowIso());
  });
}

export async function listShares(
  deps: Deps,
  ctx: RequestContext,
  uid: string,
): Promise<ShareRow[]> {
  const seen = await deps.repos.checklists.find(ctx.tenantKey, uid);
  if (!seen) throw notFound('errors.checklistNotFound');
  await requireVisiblePlace(deps, ctx, seen);
  authorize(ctx, 'checklist.share', await checklistAccess(deps.repos, seen));
  return deps.repos.shares.listLive(ctx.tenantKey, uid);
}

export async function createShare(
  deps: Deps,
  ctx: RequestContext,
  uid: string,
  input: CreateShareInput,
): Promise<ShareRow> {
  return withShareable(deps, ctx, uid, async (uow, row, at) => {
    if (!(await sharesAllowed(uow.repos, ctx.tenantKey))) throw conflict('errors.sharesOff');
    if (input.expiresAt !== undefined && Date.parse(input.expiresAt) <= Date.parse(at))
      throw invalidInput('errors.shareExpiryPast');
    if ((await uow.repos.shares.countLive(ctx.tenantKey, uid)) >= SHARES_PER_CHECKLIST_MAX)
      throw conflict('errors.shareLimit', { max: SHARES_PER_CHECKLIST_MAX });
    const share: ShareRow = {
      share_uid: newUid(),
      tenant_key: ctx.tenantKey,
      checklist_uid: uid,
      permission: input.permission,
      label: input.label || null,
      created_by: ctx.user.id,
      created_by_name: ctx.user.displayName?.slice(0, 255) ?? null,
      created_at: at,
      expires_at: input.expiresAt ? new Date(input.expiresAt).toISOString() : null,
      last_used_at: null,
      revoked_at: null,
    };
    await uow.repos.shares.insert(share);
    await uow.repos.audit.insert(
      auditRows(ctx, at, [
        {
          action: 'shared',
          checklistUid: uid,
          place: placeOfRow(row),
          after: { permission: share.permission, label: share.label, expiresAt: share.expires_at },
        },
      ]),
    );
    return share;
  });
}

/** Revokes one of the checklist's links at once; another checklist's, or a revoked one, is 404. */
export async function revokeShare(
  deps: Deps,
  ctx: RequestContext,
  uid: string,
  shareUid: string,
): Promise<void> {
  await withShareable(deps, ctx, uid, async (uow, row, at) => {
    const revoked = await uow.repos.shares.revoke(ctx.tenantKey, uid, shareUid, at);
    if (!revoked) throw notFound('errors.shareNotFound');
    await uow.repos.audit.insert(
      auditRows(ctx, at, [
        {
          action: 'share_revoked',
          checklistUid: uid,
          place: placeOfRow(row),
          before: { permission: revoked.permission, label: revoked.label },
        },
      ]),
    );
  });
}

/** GET /api/share: the link a visitor came with (a member asking gets a 404). */
export function shareSession(ctx: RequestContext): {
  checklistUid: string;
  permission: 'view' | 'check';
  label: string | null;
} {
  if (ctx.credential !== 'share') throw notFound('errors.shareNotAvailable');
  return ctx.share;
}
