/**
 * Who a person is on their site, as services ask it (whichever way the app talks to the
 * product): display name, avatar, and whether they administer the site. Admin rights always
 * come from the product's permission API, never from the client, and are cached briefly per
 * tenant and account (docs/SECURITY.md). Implemented once, over a transport, in
 * rest-directory.ts; product-hosts.ts gives services one for every tenant.
 */
import type { Tenant } from '../db/repositories/tenants-repository';

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
