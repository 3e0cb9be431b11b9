/**
 * Server-to-server calls the host signs for one request (`qsh` bound to method, path and
 * query): Jira's webhooks and workflow post-function triggers, Confluence's render modes. The
 * caller is the host itself, acting for the site and, where it says, for a person.
 */
import type { Request } from 'express';
import type { Tenant, TenantsRepository } from '../../db/repositories/tenants-repository';
import type { Caller } from '../../http/endpoint';
import { tokenFromAuthorization, verifyConnectToken } from './host-token';
import { appForPath } from './descriptors';

export interface HostRequest {
  site: Tenant;
  /** The user the host acts for (the one who transitioned an issue), when it says. */
  accountId: string | undefined;
  /** Jira's `X-Atlassian-Webhook-Identifier`: the same for its retries of one delivery. */
  deliveryId: string | undefined;
}

/** Verifies the request-bound host token on the request itself; throws TokenError otherwise. */
export async function verifyHostRequest(
  req: Request,
  tenants: TenantsRepository,
): Promise<HostRequest> {
  const { product, relativePath } = appForPath(req.path);
  const verified = await verifyConnectToken(
    tokenFromAuthorization(req.headers.authorization),
    tenants,
    {
      accept: ['page'],
      product,
      request: { method: req.method, relativePath, query: req.query },
    },
  );
  const identifier = req.headers['x-atlassian-webhook-identifier'];
  return {
    site: verified.tenant,
    accountId: verified.accountId,
    deliveryId: typeof identifier === 'string' && identifier ? identifier.slice(0, 200) : undefined,
  };
}

/** The endpoint caller of a Connect host call (http/endpoint.ts, `handleHostCall`). */
export const connectHostCall =
  (tenants: TenantsRepository): Caller<HostRequest> =>
  async (req) => ({ caller: await verifyHostRequest(req, tenants), locale: 'en' });
