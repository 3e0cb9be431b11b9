/** People of the caller's site: names for ids, and search for pickers (from the host). */
import type { RequestContext } from '../auth/request-context';
import type { TenantsRepository } from '../db/repositories/tenants-repository';
import type { HostDirectory } from '../connect/host-directory';
import type { UserDto } from '../../shared/users';

export interface UsersService {
  lookup(ctx: RequestContext, ids: string[]): Promise<UserDto[]>;
  search(ctx: RequestContext, query: string): Promise<UserDto[]>;
}

export function createUsersService(deps: {
  tenants: TenantsRepository;
  directory: HostDirectory;
}): UsersService {
  const tenantOf = async (ctx: RequestContext) =>
    ctx.productType === 'portal' ? undefined : deps.tenants.find(ctx.tenantKey);
  return {
    async lookup(ctx, ids) {
      const tenant = await tenantOf(ctx);
      return tenant ? deps.directory.users(tenant, ids) : [];
    },
    async search(ctx, query) {
      const tenant = await tenantOf(ctx);
      return tenant ? deps.directory.search(tenant, query) : [];
    },
  };
}
