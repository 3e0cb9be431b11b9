/**
 * Whether an API key's owner administers the site (GET /api/v1/me). A person's key
 * deliberately carries no admin rights (it acts with the person's member rights, docs/API.md),
 * yet the person may be a site administrator: asked of the product, as for a session. A site
 * key acts as a site administrator.
 */
import type { RequestContext } from '../../auth/request-context';
import type { ServiceDeps } from '../service-deps';

export async function keyOwnerIsAdmin(
  deps: Pick<ServiceDeps, 'tenants' | 'directory'>,
  ctx: RequestContext,
): Promise<boolean> {
  if (ctx.isAdmin) return true;
  if (ctx.user.kind !== 'atlassian') return false;
  const tenant = await deps.tenants.find(ctx.tenantKey);
  return tenant ? (await deps.directory.profile(tenant, ctx.user.id)).isAdmin : false;
}
