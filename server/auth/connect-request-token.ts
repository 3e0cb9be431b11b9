/**
 * Server-to-server calls the host signs for one request (`qsh` bound to method, path and
 * query): Jira's webhooks and workflow post-function triggers. The caller is the host itself,
 * acting for the site.
 */
import type { Request } from 'express';
import type { TenantsRepository } from '../db/repositories/tenants-repository';
import { tokenFromAuthorization, verifyConnectToken } from '../connect/host-token';
import { appForPath } from '../connect/descriptors';
import type { ProductKind } from './request-context';

export interface HostRequest {
  tenantKey: string;
  productType: ProductKind;
  /** The user the host acts for (the one who transitioned an issue), when it says. */
  accountId: string | undefined;
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
  return {
    tenantKey: verified.tenant.clientKey,
    productType: verified.tenant.productType,
    accountId: verified.accountId,
  };
}
