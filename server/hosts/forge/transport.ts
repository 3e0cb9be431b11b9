/**
 * Calls back to Jira and Confluence for Forge installations (HostRest, products/host-rest.ts):
 * `apiBaseUrl + path` (Confluence: `apiBaseUrl + '/wiki' + path`) with
 * `Authorization: Bearer <token>` (hosts/bearer-call.ts): as the app, the installation's
 * freshest app system token (system-tokens.ts); as a person, the user token their latest UI
 * call brought (user-tokens.ts). The tenant's `base_url` is the `apiBaseUrl` of its signed
 * invocation tokens (installations.ts), never a site URL a browser named.
 *
 * No token at hand (no call or event of the installation, or of that person, reached this
 * process within the token's life) is a HostCallError like an unreachable host: the services
 * answer 503 and the issue property's worker retries. A 401 drops the token. Tokens are
 * revealed only into the request's header; errors and logs never carry them.
 */
import type { Tenant } from '../../db/repositories/tenants-repository';
import { HostCallError, type HostMethod, type HostRest } from '../../products/host-rest';
import { bearerCall } from '../bearer-call';
import type { ForgeSystemTokens } from './system-tokens';
import type { ForgeUserTokens } from './user-tokens';

export function createForgeApi(options: {
  tokens: ForgeSystemTokens;
  userTokens?: ForgeUserTokens;
  fetch?: typeof fetch;
}): HostRest {
  const send = options.fetch ?? fetch;
  const urlOf = (tenant: Tenant, path: string) =>
    `${tenant.baseUrl}${tenant.productType === 'confluence' ? '/wiki' : ''}${path}`;
  return {
    siteUrl: (tenant) => tenant.displayUrl ?? new URL(tenant.baseUrl).origin,
    // A Forge app is no Connect app: Jira answers it about a person only as that person.
    appAsksAboutOthers: false,

    async request<T>(tenant: Tenant, method: HostMethod, path: string, body?: unknown) {
      const token = options.tokens.token(tenant.clientKey);
      if (!token) throw new HostCallError(undefined, 'no app system token for this installation');
      const answer = await bearerCall<T>(send, {
        url: urlOf(tenant, path),
        path,
        method,
        token,
        body,
      });
      if (answer.status === 401) options.tokens.forget(tenant.clientKey, token);
      return answer;
    },

    async requestAsUser<T>(
      tenant: Tenant,
      accountId: string,
      method: HostMethod,
      path: string,
      body?: unknown,
    ) {
      const token = options.userTokens?.token(tenant.clientKey, accountId);
      if (!token) throw new HostCallError(undefined, "no user token for this person's calls");
      const answer = await bearerCall<T>(send, {
        url: urlOf(tenant, path),
        path,
        method,
        token,
        body,
      });
      if (answer.status === 401) options.userTokens?.forget(tenant.clientKey, accountId, token);
      return answer;
    },
  };
}
