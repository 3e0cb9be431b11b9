/**
 * GET /api/users?ids= and /api/users/search?query=: people of the caller's site. Atlassian
 * accounts come from the host's directory; portal users (docs/PORTAL.md) from their records.
 * Portal users see names, never the host's directory (search).
 */
import type { RequestContext } from '../../auth/request-context';
import type { TenantsRepository } from '../../db/repositories/tenants-repository';
import type { HostDirectory } from '../../products/host-directory';
import type { Repositories } from '../../db/unit-of-work';
import type { UserDto } from '../../../shared/users';
import { authorize, SITE } from '../../policies/authorize';

type Deps = { tenants: TenantsRepository; directory: HostDirectory; repos: Repositories };

export async function lookupPeople(
  deps: Deps,
  ctx: RequestContext,
  ids: string[],
): Promise<UserDto[]> {
  authorize(ctx, 'people.names', SITE);
  const portal = await deps.repos.portal.usersOfTenant(ctx.tenantKey, ids);
  const known = new Set(portal.map((p) => p.uid));
  const others = ids.filter((id) => !known.has(id));
  const tenant = others.length > 0 ? await deps.tenants.find(ctx.tenantKey) : undefined;
  const hosted = tenant ? await deps.directory.users(tenant, others) : [];
  return [
    ...hosted,
    ...portal.map((p) => ({
      id: p.uid,
      displayName: p.display_name ?? p.email ?? p.uid,
      avatarUrl: p.photo_url,
    })),
  ];
}

export async function searchPeople(
  deps: Deps,
  ctx: RequestContext,
  query: string,
): Promise<UserDto[]> {
  authorize(ctx, 'people.read', SITE);
  const tenant = await deps.tenants.find(ctx.tenantKey);
  return tenant ? deps.directory.search(tenant, query) : [];
}
