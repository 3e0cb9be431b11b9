/**
 * HostDirectory (host-directory.ts) over a HostRest transport, the one implementation for
 * Connect (server/hosts/connect/transport.ts) and Forge (server/hosts/forge/transport.ts): who a person
 * is on their site (name, avatar) and whether they administer it. Admin rights always come
 * from the product's permission API, never from the client (docs/SECURITY.md), cached 60 s per
 * tenant and account; names and avatars 5 minutes:
 * - Jira: `POST /rest/api/3/permissions/check` with `globalPermissions: ['ADMINISTER']`;
 * - Confluence: `GET /rest/api/user?accountId=…&expand=operations`, `administer` on
 *   `application` (the "Confluence Administrator" global permission, whatever groups grant it).
 */
import type { Tenant } from '../db/repositories/tenants-repository';
import type { HostDirectory, HostUser, HostUserProfile } from './host-directory';
import type { Logger } from '../logger';
import { permissionsOf, requestOk, type HostRest } from './host-rest';
import { TtlCache } from '../lib/ttl-cache';

const PROFILE_TTL_MS = 60_000;
const USERS_TTL_MS = 5 * 60_000;
const SEARCH_LIMIT = 20;
const BULK = 50;

interface ConfluenceUser {
  accountId?: string;
  displayName?: string;
  publicName?: string;
  profilePicture?: { path?: string };
  operations?: { operation?: string; targetType?: string }[];
}
interface JiraUser {
  accountId?: string;
  displayName?: string;
  avatarUrls?: Record<string, string>;
  active?: boolean;
}

const fromJira = (u: JiraUser): HostUser[] =>
  u.accountId && u.displayName && u.active !== false
    ? [{ id: u.accountId, displayName: u.displayName, avatarUrl: u.avatarUrls?.['48x48'] ?? null }]
    : [];

export function createRestDirectory(rest: HostRest, logger: Logger): HostDirectory {
  const profiles = new TtlCache<HostUserProfile>(PROFILE_TTL_MS, 10_000);
  const people = new TtlCache<HostUser>(USERS_TTL_MS, 50_000);
  const personKey = (tenant: Tenant, id: string) => `${tenant.clientKey}\u0000${id}`;
  const failed = (tenant: Tenant, what: string, error: unknown) =>
    logger.warn(
      { tenant: tenant.clientKey, err: error instanceof Error ? error.message : String(error) },
      what,
    );

  const fromConfluence = (tenant: Tenant, u: ConfluenceUser): HostUser[] => {
    const name = u.displayName ?? u.publicName;
    if (!u.accountId || !name) return [];
    const path = u.profilePicture?.path;
    const avatarUrl = path ? new URL(path, rest.siteUrl(tenant)).toString() : null;
    return [{ id: u.accountId, displayName: name, avatarUrl }];
  };

  const profileOf = async (
    tenant: Tenant,
    accountId: string,
  ): Promise<HostUserProfile & { partial?: true }> => {
    const id = encodeURIComponent(accountId);
    if (tenant.productType === 'jira') {
      const [user, permissions] = await Promise.all([
        requestOk<JiraUser>(rest, tenant, 'GET', `/rest/api/3/user?accountId=${id}`),
        // Unanswered (no token to ask as the person): a non-admin with their name, not kept.
        permissionsOf<{ globalPermissions?: string[] }>(rest, tenant, accountId, {
          globalPermissions: ['ADMINISTER'],
        }).catch((error: unknown) => {
          failed(tenant, 'host admin check failed; treating the user as a non-admin', error);
          return undefined;
        }),
      ]);
      return {
        displayName: user.displayName ?? null,
        isAdmin: (permissions?.globalPermissions ?? []).includes('ADMINISTER'),
        ...(permissions ? {} : { partial: true }),
      };
    }
    const user = await requestOk<ConfluenceUser>(
      rest,
      tenant,
      'GET',
      `/rest/api/user?accountId=${id}&expand=operations`,
    );
    return {
      displayName: user.displayName ?? user.publicName ?? null,
      isAdmin: (user.operations ?? []).some(
        (o) => o.operation === 'administer' && o.targetType === 'application',
      ),
    };
  };

  const fetchUsers = async (tenant: Tenant, ids: string[]): Promise<HostUser[]> => {
    if (tenant.productType === 'jira') {
      const query = ids.map((id) => `accountId=${encodeURIComponent(id)}`).join('&');
      const page = await requestOk<{ values?: JiraUser[] }>(
        rest,
        tenant,
        'GET',
        `/rest/api/3/user/bulk?${query}&maxResults=${ids.length}`,
      );
      return (page.values ?? []).flatMap(fromJira);
    }
    const page = await requestOk<{ results?: ConfluenceUser[] }>(
      rest,
      tenant,
      'GET',
      `/rest/api/user/bulk?accountId=${ids.map(encodeURIComponent).join(',')}`,
    );
    return (page.results ?? []).flatMap((u) => fromConfluence(tenant, u));
  };

  /** The accounts found (cache first, then the host); `failed` when the host could not answer. */
  const lookup = async (tenant: Tenant, accountIds: readonly string[]) => {
    const wanted = [...new Set(accountIds)];
    const found = new Map<string, HostUser>();
    const missing = wanted.filter((id) => {
      const hit = people.get(personKey(tenant, id));
      if (hit) found.set(id, hit);
      return !hit;
    });
    let unanswered = false;
    for (let i = 0; i < missing.length; i += BULK) {
      try {
        for (const user of await fetchUsers(tenant, missing.slice(i, i + BULK))) {
          people.set(personKey(tenant, user.id), user);
          found.set(user.id, user);
        }
      } catch (error) {
        unanswered = true;
        failed(tenant, 'host user lookup failed', error);
      }
    }
    return { wanted, found, unanswered };
  };

  return {
    async users(tenant, accountIds) {
      const { wanted, found } = await lookup(tenant, accountIds);
      return wanted.flatMap((id) => found.get(id) ?? []);
    },

    async unknownAccounts(tenant, accountIds) {
      const { wanted, found, unanswered } = await lookup(tenant, accountIds);
      return unanswered ? undefined : wanted.filter((id) => !found.has(id));
    },

    async search(tenant, query) {
      try {
        if (tenant.productType === 'jira') {
          const users = await requestOk<JiraUser[]>(
            rest,
            tenant,
            'GET',
            `/rest/api/3/user/search?query=${encodeURIComponent(query)}&maxResults=${SEARCH_LIMIT}`,
          );
          return users.flatMap(fromJira);
        }
        const cql = `user.fullname~"${query.replace(/["\\]/g, '')}"`;
        const page = await requestOk<{ results?: { user?: ConfluenceUser }[] }>(
          rest,
          tenant,
          'GET',
          `/rest/api/search/user?cql=${encodeURIComponent(cql)}&limit=${SEARCH_LIMIT}`,
        );
        return (page.results ?? []).flatMap((r) => (r.user ? fromConfluence(tenant, r.user) : []));
      } catch (error) {
        failed(tenant, 'host user search failed', error);
        return [];
      }
    },

    async profile(tenant, accountId) {
      const key = personKey(tenant, accountId);
      const cached = profiles.get(key);
      if (cached) return cached;
      try {
        const { partial, ...profile } = await profileOf(tenant, accountId);
        if (!partial) profiles.set(key, profile);
        return profile;
      } catch (error) {
        failed(tenant, 'host user lookup failed; treating the user as a non-admin', error);
        return { displayName: null, isAdmin: false };
      }
    },
  };
}
