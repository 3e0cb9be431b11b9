/**
 * Connect's transport for the host calls (HostRest, products/host-rest.ts): ACE's signed http
 * client of the tenant's product, every call signed with the installation's shared secret and
 * a `qsh` for exactly that request. Paths go as they are (relative to the tenant's base URL,
 * Confluence's `/wiki` included), so the `qsh` is computed over the path that is sent.
 *
 * A promise wrapper around the callback-style `request` underneath (the client's typings
 * claim a Promise of the body, which is wrong).
 *
 * As a person (`requestAsUser`): the same path at the tenant's base URL with the person's
 * user-impersonation token (user-tokens.ts) as `Authorization: Bearer` (hosts/bearer-call.ts);
 * a token the product refuses (401) is dropped.
 */
import type { IncomingMessage } from 'node:http';
import type { ConnectAddons } from './ace';
import type { Tenant } from '../../db/repositories/tenants-repository';
import {
  HostCallError,
  type HostMethod,
  type HostResponse,
  type HostRest,
} from '../../products/host-rest';
import { bearerCall } from '../bearer-call';
import type { ConnectUserTokens } from './user-tokens';
import { requestIdHeaders } from '../../lib/request-scope';

const TIMEOUT_MS = 10_000;

/** ACE's http client names DELETE `del`. */
const CLIENT_METHODS = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'del' } as const;

type ClientCall = (
  options: object,
  callback: (error: unknown, response: IncomingMessage | undefined, data: unknown) => void,
) => Promise<unknown>;

export function createConnectHostRest(
  addons: ConnectAddons,
  userTokens: ConnectUserTokens,
  send: typeof fetch = fetch,
): HostRest {
  return {
    siteUrl: (tenant) => tenant.baseUrl,
    appAsksAboutOthers: true,

    async requestAsUser<T>(
      tenant: Tenant,
      accountId: string,
      method: HostMethod,
      path: string,
      body?: unknown,
    ) {
      const token = await userTokens.token(tenant, accountId);
      const url = `${tenant.baseUrl}${path}`;
      const answer = await bearerCall<T>(send, { url, path, method, token, body });
      if (answer.status === 401) userTokens.forget(tenant, accountId, token);
      return answer;
    },

    request<T>(tenant: Tenant, method: HostMethod, path: string, body?: unknown) {
      const client = addons[tenant.productType].httpClient({ clientKey: tenant.clientKey });
      return new Promise<HostResponse<T>>((resolve, reject) => {
        const options = {
          url: path,
          timeout: TIMEOUT_MS,
          headers: { Accept: 'application/json', ...requestIdHeaders() },
          ...(body === undefined ? { json: true } : { json: body }),
        };
        const callback = (error: unknown, response: IncomingMessage | undefined, data: unknown) => {
          if (error || !response) {
            reject(new HostCallError(undefined, `host request failed: ${String(error)}`));
            return;
          }
          resolve({ status: response.statusCode ?? 0, body: data as T });
        };
        // The client's own rejections (e.g. an unknown tenant) arrive on the returned promise.
        void (client[CLIENT_METHODS[method]] as ClientCall)(options, callback).catch(
          (error: unknown) => reject(new HostCallError(undefined, String(error))),
        );
      });
    },
  };
}
