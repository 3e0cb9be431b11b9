/**
 * One REST call to a tenant's product as the app (or as a person), whichever way the app reaches it: the
 * transport under the host implementations of this folder (rest-jira-site.ts,
 * rest-confluence-site.ts, rest-directory.ts). Connect's is server/hosts/connect/transport.ts
 * (ACE's client, JWT with `qsh`); Forge's is server/hosts/forge/transport.ts (the token's
 * `apiBaseUrl` with the app system token).
 *
 * Paths are the product's own, as Connect writes them: `/rest/api/3/…` for Jira and
 * `/rest/api/…` for Confluence (the transport knows where Confluence's `/wiki` goes).
 */
import type { Tenant } from '../db/repositories/tenants-repository';

export type HostMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface HostResponse<T> {
  status: number;
  body: T;
}

export interface HostRest {
  /** The answer whatever its status; throws HostCallError when there is none. */
  request<T>(
    tenant: Tenant,
    method: HostMethod,
    path: string,
    body?: unknown,
  ): Promise<HostResponse<T>>;
  /**
   * The same call as the person `accountId`, with their token: the product answers what they
   * may see and do, nothing more (a page they may not read is 404). Connect's token comes from
   * Atlassian's user-impersonation grant (hosts/connect/user-tokens.ts, the ACT_AS_USER
   * scope), Forge's is the one the person's latest UI call brought (hosts/forge/user-tokens.ts).
   * Throws HostCallError when no token for them can be had: callers fail closed (503).
   */
  requestAsUser<T>(
    tenant: Tenant,
    accountId: string,
    method: HostMethod,
    path: string,
    body?: unknown,
  ): Promise<HostResponse<T>>;
  /** The site's own URL, for links the product answers relative to it (avatars). */
  siteUrl(tenant: Tenant): string;
  /**
   * Whether the app may ask Jira about another person's permissions (the bulk permission check
   * with an `accountId`). Atlassian allows it to Connect apps from their server ("Connect apps
   * can make a call from the app server to the product to obtain permission details for any
   * user, without admin permission"), not to a Forge app, which asks as the person
   * (`permissionsOf` below).
   */
  readonly appAsksAboutOthers: boolean;
}

/**
 * Jira's bulk permission check (`POST /rest/api/3/permissions/check`) about one person: as the
 * app naming them where the app may (Connect), else as the person themselves (Forge), whose
 * token then stands for the `accountId`. Throws HostCallError outside 2xx or without a token.
 */
export async function permissionsOf<T>(
  rest: HostRest,
  tenant: Tenant,
  accountId: string,
  check: Record<string, unknown>,
): Promise<T> {
  const path = '/rest/api/3/permissions/check';
  const response = rest.appAsksAboutOthers
    ? await rest.request<T>(tenant, 'POST', path, { accountId, ...check })
    : await rest.requestAsUser<T>(tenant, accountId, 'POST', path, check);
  if (response.status < 200 || response.status >= 300) {
    throw new HostCallError(response.status, `POST ${path} → ${response.status}`);
  }
  return response.body;
}

/** The product could not be asked, or answered with an error status. Never holds a token. */
export class HostCallError extends Error {
  constructor(
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'HostCallError';
  }
}

/** Like `request`, but a status outside 2xx is a HostCallError. */
export async function requestOk<T>(
  rest: HostRest,
  tenant: Tenant,
  method: HostMethod,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await rest.request<T>(tenant, method, path, body);
  if (response.status < 200 || response.status >= 300) {
    throw new HostCallError(
      response.status,
      `${method} ${path.split('?')[0]} → ${response.status}`,
    );
  }
  return response.body;
}
