/**
 * Calls back to Jira and Confluence for Forge installations (HostRest, products/host-rest.ts):
 * `apiBaseUrl + path` (Confluence: `apiBaseUrl + '/wiki' + path`) with
 * `Authorization: Bearer <app system token>`, the installation's freshest token
 * (hosts/forge/system-tokens.ts). The tenant's `base_url` is the `apiBaseUrl` of its signed invocation
 * tokens (hosts/forge/installations.ts), never a site URL a browser named.
 *
 * No token at hand (no call or event of the installation reached this process in the last
 * hour) is a HostCallError like an unreachable host: the services answer 503 and the issue
 * property's worker retries. A 401 drops the token. The token is revealed only into the
 * request's header; errors and logs never carry it.
 */
import type { Tenant } from '../../db/repositories/tenants-repository';
import { HostCallError, type HostMethod, type HostRest } from '../../products/host-rest';
import type { ForgeSystemTokens } from './system-tokens';

const TIMEOUT_MS = 10_000;
const MAX_ANSWER_CHARS = 2 * 1024 * 1024;

export function createForgeApi(options: {
  tokens: ForgeSystemTokens;
  fetch?: typeof fetch;
}): HostRest {
  const send = options.fetch ?? fetch;
  return {
    siteUrl: (tenant) => tenant.displayUrl ?? new URL(tenant.baseUrl).origin,

    async request<T>(tenant: Tenant, method: HostMethod, path: string, body?: unknown) {
      const token = options.tokens.token(tenant.clientKey);
      if (!token) throw new HostCallError(undefined, 'no app system token for this installation');
      const prefix = tenant.productType === 'confluence' ? '/wiki' : '';
      const url = `${tenant.baseUrl}${prefix}${path}`;
      let response: Response;
      try {
        response = await send(url, {
          method,
          headers: {
            Authorization: `Bearer ${token.reveal()}`,
            Accept: 'application/json',
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          redirect: 'error',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.name : 'error';
        throw new HostCallError(undefined, `${method} ${path.split('?')[0]} failed (${reason})`);
      }
      if (response.status === 401) options.tokens.forget(tenant.clientKey, token);
      const text = await response.text();
      if (text.length > MAX_ANSWER_CHARS) {
        throw new HostCallError(
          response.status,
          `${method} ${path.split('?')[0]}: answer too large`,
        );
      }
      let parsed: unknown = undefined;
      if (text !== '' && /json/i.test(response.headers.get('content-type') ?? '')) {
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
      }
      return { status: response.status, body: parsed as T };
    },
  };
}
