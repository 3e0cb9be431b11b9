/**
 * Page loads of module URLs: Jira and Confluence sign every iframe URL with a page token whose
 * `qsh` is bound to exactly that URL (or a reload carries our own session token). A verified
 * load gets a fresh session token for the API in its boot data.
 */
import type { Request } from 'express';
import type { TenantsRepository } from '../db/repositories/tenants-repository';
import { verifyConnectToken } from '../connect/host-token';
import { appForPath, type ConnectProduct } from '../connect/descriptors';
import { mintSessionToken } from '../connect/session-token';

export interface PageLoad {
  tenantKey: string;
  productType: ConnectProduct;
  /** The API credential for the page; null for an anonymous viewer. */
  sessionToken: string | null;
}

/** Verifies the `jwt` a page URL carries; throws TokenError when it does not hold. */
export async function verifyPageLoad(
  req: Request,
  token: string,
  tenants: TenantsRepository,
): Promise<PageLoad> {
  const { product, relativePath } = appForPath(req.path);
  const verified = await verifyConnectToken(token, tenants, {
    accept: ['page', 'session'],
    product,
    request: { method: 'GET', relativePath, query: req.query },
  });
  return {
    tenantKey: verified.tenant.clientKey,
    productType: verified.tenant.productType,
    sessionToken: verified.accountId
      ? mintSessionToken(verified.tenant, verified.accountId, verified.context)
      : null,
  };
}
