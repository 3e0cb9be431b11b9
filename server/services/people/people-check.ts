/**
 * People named in a request (assignees, template editors) must be people of the caller's
 * site, whoever the caller is (a person in Jira or Confluence, a portal user, an API key):
 * - people of the site as the host's directory knows them, or
 * - portal users of the site who were invited to the template the named thing belongs to
 *   (a checklist's template, the template itself), and no other portal users: a portal user
 *   reaches nothing else, so naming them elsewhere would name someone who cannot see it.
 * Only ids the request adds are asked about: a person who has since left the site does not
 * block editing what they were already assigned to. When the host cannot be asked, the ids it
 * would have answered for go through (the directory logs it): a stale name is a smaller harm
 * than a save refused for an outage. Portal users are our own records: never let through.
 */
import type { RequestContext } from '../../auth/request-context';
import type { TenantsRepository } from '../../db/repositories/tenants-repository';
import type { Repositories } from '../../db/unit-of-work';
import type { HostDirectory } from '../../products/host-directory';
import { invalidInput } from '../../errors';

type Id = string | null | undefined;

/** The host's part: which of `named` (minus `alreadyThere`) the host's directory knows. */
export type PeopleCheck = (
  ctx: RequestContext,
  named: Iterable<Id>,
  alreadyThere?: Iterable<Id>,
) => Promise<void>;

/** Ids `named` adds to those `alreadyThere`, each once. */
function addedIds(named: Iterable<Id>, alreadyThere: Iterable<Id> = []): string[] {
  const known = new Set(alreadyThere);
  return [...new Set(named)].filter((id): id is string => typeof id === 'string' && !known.has(id));
}

export function createPeopleCheck(deps: {
  tenants: TenantsRepository;
  directory: HostDirectory;
}): PeopleCheck {
  return async (ctx, named, alreadyThere) => {
    const added = addedIds(named, alreadyThere);
    if (added.length === 0) return;
    const tenant = await deps.tenants.find(ctx.tenantKey);
    if (!tenant) return;
    const unknown = await deps.directory.unknownAccounts(tenant, added);
    if (unknown && unknown.length > 0) {
      throw invalidInput('errors.personUnknown');
    }
  };
}

export interface NamedPeopleScope {
  /** Ids already on what is changed: never asked about again. */
  alreadyThere?: Iterable<Id>;
  /**
   * The template the named thing belongs to (none for a blank checklist or a new template),
   * or how to find it: asked only when a named id is a portal user.
   */
  templateUid: string | null | (() => Promise<string | null>);
}

/**
 * The people check of every action that names people (see the top of this file). 400, and
 * nothing written, when one of them is neither.
 */
export async function checkPeople(
  deps: { repos: Repositories; people: PeopleCheck },
  ctx: RequestContext,
  named: Iterable<Id>,
  scope: NamedPeopleScope,
): Promise<void> {
  const added = addedIds(named, scope.alreadyThere);
  if (added.length === 0) return;
  const portalUsers = new Set(
    (await deps.repos.portal.usersOfTenant(ctx.tenantKey, added)).map((user) => user.uid),
  );
  if (portalUsers.size > 0) {
    const templateUid =
      typeof scope.templateUid === 'function' ? await scope.templateUid() : scope.templateUid;
    const invited = new Set(
      templateUid === null
        ? []
        : await deps.repos.portal.invitedToTemplate(ctx.tenantKey, templateUid, [...portalUsers]),
    );
    if ([...portalUsers].some((uid) => !invited.has(uid))) {
      throw invalidInput('errors.personNotInvited');
    }
  }
  await deps.people(
    ctx,
    added.filter((id) => !portalUsers.has(id)),
  );
}
