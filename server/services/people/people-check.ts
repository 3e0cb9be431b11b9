/**
 * People named in a request (assignees, template editors) must be people of the caller's
 * site. Only ids the request adds are asked about: a person who has since left the site does
 * not block editing what they were already assigned to. When the host cannot be asked the
 * change goes through (the directory logs it): a stale name is a smaller harm than a save
 * refused for an outage. The portal's people arrive with its own feature.
 */
import type { RequestContext } from '../../auth/request-context';
import type { TenantsRepository } from '../../db/repositories/tenants-repository';
import type { HostDirectory } from '../../products/host-directory';
import { invalidInput } from '../../errors';

type Id = string | null | undefined;

export type PeopleCheck = (
  ctx: RequestContext,
  named: Iterable<Id>,
  alreadyThere?: Iterable<Id>,
) => Promise<void>;

export function createPeopleCheck(deps: {
  tenants: TenantsRepository;
  directory: HostDirectory;
}): PeopleCheck {
  return async (ctx, named, alreadyThere = []) => {
    const known = new Set(alreadyThere);
    const added = [...new Set(named)].filter(
      (id): id is string => typeof id === 'string' && !known.has(id),
    );
    if (added.length === 0 || ctx.productType === 'portal') return;
    const tenant = await deps.tenants.find(ctx.tenantKey);
    if (!tenant) return;
    const unknown = await deps.directory.unknownAccounts(tenant, added);
    if (unknown && unknown.length > 0) {
      throw invalidInput('errors.personUnknown');
    }
  };
}
