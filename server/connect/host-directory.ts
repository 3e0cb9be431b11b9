/**
 * Who a Connect user is on their site: display name and whether they administer the site.
 * Admin rights always come from the host's permission API, never from the client, and are
 * cached briefly per tenant and account (docs/SECURITY.md).
 */
import type { ConnectAddons } from './ace';
import { hostRequestOk } from './host-client';
import type { Tenant } from '../db/repositories/tenants-repository';
import type { Logger } from '../logger';
import { TtlCache } from '../lib/ttl-cache';

export interface HostUserProfile {
  displayName: string | null;
  isAdmin: boolean;
}

export interface HostUser {
  id: string;
  displayName: string;
  avatarUrl: string | null;
}

export interface HostDirectory {
  /** Never throws: if the host cannot be asked, the user is a non-admin without a name. */
  profile(tenant: Tenant, accountId: string): Promise<HostUserProfile>;
  /** Names and avatars of the given accounts (unknown ones are left out). */
  users(tenant: Tenant, accountIds: readonly string[]): Promise<HostUser[]>;
  /**
   * Which of the accounts are not (active) people of the site; undefined when the host could
   * not be asked.
   */
  unknownAccounts(tenant: Tenant, accountIds: readonly string[]): Promise<string[] | undefined>;
  /** People of the site whose name matches, for pickers. */
  search(tenant: Tenant, query: string): Promise<HostUser[]>;
}

const CACHE_TTL_MS = 60_000;

interface JiraUser {
  displayName?: string;
}
interface JiraPermissionCheck {
  globalPermissions?: string[];
}
interface ConfluenceUser {
  accountId?: string;
  displayName?: string;
  publicName?: string;
  profilePicture?: { path?: string };
  operations?: { operation?: string; targetType?: string }[];
}
interface JiraListedUser {
  accountId?: string;
  displayName?: string;
  avatarUrls?: Record<string, string>;
  active?: boolean;
}

const fromJira = (u: JiraListedUser): HostUser[] =>
  u.accountId && u.displayName && u.active !== false
    ? [{ id: u.accountId, displayName: u.displayName, avatarUrl: u.avatarUrls?.['48x48'] ?? null }]
    : [];

const fromConfluence = (tenant: Tenant, u: ConfluenceUser): HostUser[] => {
  const name = u.displayName ?? u.publicName;
  if (!u.accountId || !name) return [];
  const path = u.profilePicture?.path;
  return [
    {
      id: u.accountId,
      displayName: name,
      avatarUrl: path ? new URL(path, tenant.baseUrl).toString() : null,
    },
  ];
};

const USERS_TTL_MS = 5 * 60_000;
const SEARCH_LIMIT = 20;

async function jiraProfile(
  addons: ConnectAddons,
  tenant: Tenant,
  accountId: string,
): Promise<HostUserProfile> {
  const id = encodeURIComponent(accountId);
  const [user, permissions] = await Promise.all([
    hostRequestOk<JiraUser>(
      addons.jira,
      tenant.clientKey,
      'get',
      `/rest/api/3/user?accountId=${id}`,
    ),
    hostRequestOk<JiraPermissionCheck>(
      addons.jira,
      tenant.clientKey,
      'post',
      '/rest/api/3/permissions/check',
      { accountId, globalPermissions: ['ADMINISTER'] },
    ),
  ]);
  return {
    displayName: user.displayName ?? null,
    isAdmin: (permissions.globalPermissions ?? []).includes('ADMINISTER'),
  };
}

async function confluenceProfile(
  addons: ConnectAddons,
  tenant: Tenant,
  accountId: string,
): Promise<HostUserProfile> {
  const id = encodeURIComponent(accountId);
  const user = await hostRequestOk<ConfluenceUser>(
    addons.confluence,
    tenant.clientKey,
    'get',
    `/rest/api/user?accountId=${id}&expand=operations`,
  );
  return {
    displayName: user.displayName ?? user.publicName ?? null,
    isAdmin: (user.operations ?? []).some(
      (o) => o.operation === 'administer' && o.targetType === 'application',
    ),
  };
}

export function createHostDirectory(addons: ConnectAddons, logger: Logger): HostDirectory {
  const cache = new TtlCache<HostUserProfile>(CACHE_TTL_MS, 10_000);
  const people = new TtlCache<HostUser>(USERS_TTL_MS, 50_000);
  const personKey = (tenant: Tenant, id: string) => `${tenant.clientKey}\u0000${id}`;

  const fetchUsers = async (tenant: Tenant, ids: string[]): Promise<HostUser[]> => {
    if (tenant.productType === 'jira') {
      const query = ids.map((id) => `accountId=${encodeURIComponent(id)}`).join('&');
      const page = await hostRequestOk<{ values?: JiraListedUser[] }>(
        addons.jira,
        tenant.clientKey,
        'get',
        `/rest/api/3/user/bulk?${query}&maxResults=${ids.length}`,
      );
      return (page.values ?? []).flatMap(fromJira);
    }
    const page = await hostRequestOk<{ results?: ConfluenceUser[] }>(
      addons.confluence,
      tenant.clientKey,
      'get',
      `/rest/api/user/bulk?accountId=${ids.map(encodeURIComponent).join(',')}`,
    );
    return (page.results ?? []).flatMap((u) => fromConfluence(tenant, u));
  };

  /** The accounts found (cache first, then the host); `failed` when the host could not answer. */
  const lookup = async (tenant: Tenant, accountIds: readonly string[]) => {
    const wanted = [...new Set(accountIds)];
    const found = new Map<string, HostUser>();
    const missing: string[] = [];
    let failed = false;
    for (const id of wanted) {
      const hit = people.get(personKey(tenant, id));
      if (hit) found.set(id, hit);
      else missing.push(id);
    }
    for (let i = 0; i < missing.length; i += 50) {
      try {
        for (const user of await fetchUsers(tenant, missing.slice(i, i + 50))) {
          people.set(personKey(tenant, user.id), user);
          found.set(user.id, user);
        }
      } catch (error) {
        failed = true;
        logger.warn({ tenant: tenant.clientKey, err: String(error) }, 'host user lookup failed');
      }
    }
    return { wanted, found, failed };
  };

  return {
    async users(tenant, accountIds) {
      const { wanted, found } = await lookup(tenant, accountIds);
      return wanted.flatMap((id) => found.get(id) ?? []);
    },

    async unknownAccounts(tenant, accountIds) {
      const { wanted, found, failed } = await lookup(tenant, accountIds);
      return failed ? undefined : wanted.filter((id) => !found.has(id));
    },

    async search(tenant, query) {
      try {
        if (tenant.productType === 'jira') {
          const users = await hostRequestOk<JiraListedUser[]>(
            addons.jira,
            tenant.clientKey,
            'get',
            `/rest/api/3/user/search?query=${encodeURIComponent(query)}&maxResults=${SEARCH_LIMIT}`,
          );
          return users.flatMap(fromJira);
        }
        const cql = `user.fullname~"${query.replace(/["\\]/g, '')}"`;
        const page = await hostRequestOk<{ results?: { user?: ConfluenceUser }[] }>(
          addons.confluence,
          tenant.clientKey,
          'get',
          `/rest/api/search/user?cql=${encodeURIComponent(cql)}&limit=${SEARCH_LIMIT}`,
        );
        return (page.results ?? []).flatMap((r) => (r.user ? fromConfluence(tenant, r.user) : []));
      } catch (error) {
        logger.warn({ tenant: tenant.clientKey, err: String(error) }, 'host user search failed');
        return [];
      }
    },

    async profile(tenant, accountId) {
      const key = `${tenant.clientKey}\u0000${accountId}`;
      const cached = cache.get(key);
      if (cached) return cached;
      try {
        const profile =
          tenant.productType === 'jira'
            ? await jiraProfile(addons, tenant, accountId)
            : await confluenceProfile(addons, tenant, accountId);
        cache.set(key, profile);
        return profile;
      } catch (error) {
        logger.warn(
          { tenant: tenant.clientKey, err: error instanceof Error ? error.message : String(error) },
          'host user lookup failed; treating the user as a non-admin',
        );
        return { displayName: null, isAdmin: false };
      }
    },
  };
}
