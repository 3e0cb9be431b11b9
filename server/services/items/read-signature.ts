/** GET /api/checklists/:uid/items/:itemId/signature: the signature image itself. */
import type { RequestContext } from '../../auth/request-context';
import type { Repositories } from '../../db/unit-of-work';
import { authorize } from '../../policies/authorize';
import { notFound } from '../../errors';
import type { PlaceVisibility } from '../places/place-visibility';
import { requireVisiblePlace } from '../places/placed-access';

export async function readSignature(
  deps: { repos: Repositories; visibility: PlaceVisibility },
  ctx: RequestContext,
  uid: string,
  itemId: string,
): Promise<{ mimeType: string; data: Buffer }> {
  const [signature, checklist] = await Promise.all([
    deps.repos.signatures.find(ctx.tenantKey, uid, itemId),
    deps.repos.checklists.find(ctx.tenantKey, uid),
  ]);
  if (!signature || !checklist) throw notFound('errors.signatureNotFound');
  await requireVisiblePlace(deps, ctx, checklist, 'errors.signatureNotFound');
  authorize(ctx, 'checklist.read', {
    uid: checklist.uid,
    templateUid: checklist.template_uid,
  });
  return { mimeType: signature.mime_type, data: Buffer.from(signature.data, 'base64') };
}
