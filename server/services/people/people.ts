/** GET /api/users?ids= and /api/users/search?query=: people of the caller's site, from the host. */
import type { RequestContext } from '../../auth/request-context';
import type { TenantsRepository } from '../../db/repositories/tenants-repository';
import type { HostDirectory } from '../../connect/host-directory';
import type { UserDto } from '../../../shared/users';
import { authorize, SITE } from '../../policies/authorize';

type Deps = { tenants: TenantsRepository; directory: HostDirectory };

/** The host site behind the caller; none for the portal (its people arrive with it). */
const hostSiteOf = async (deps: Deps, ctx: RequestContext) =>
  ctx.productType === 'portal' ? undefined : deps.tenants.find(ctx.tenantKey);

export async function lookupPeople(
  deps: Deps,
  ctx: RequestContext,
  ids: string[],
): Promise<UserDto[]> {
  authorize(ctx, 'people.read', SITE);
  const tenant = await hostSiteOf(deps, ctx);
  return tenant ? deps.directory.users(tenant, ids) : [];
}

export async function searchPeople(
  deps: Deps,
  ctx: RequestContext,
  query: string,
): Promise<UserDto[]> {
  authorize(ctx, 'people.read', SITE);
  const tenant = await hostSiteOf(deps, ctx);
  return tenant ? deps.directory.search(tenant, query) : [];
}
