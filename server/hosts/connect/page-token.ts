/**
 * Page loads of module URLs: Jira and Confluence sign every iframe URL with a page token whose
 * `qsh` is bound to exactly that URL (or a reload carries our own session token). A verified
 * load gets a fresh session token for the API in its boot data (web/page-routes.ts).
 */
import type { TenantsRepository } from '../../db/repositories/tenants-repository';
import type { PageLoadVerifier } from '../../web/page-routes';
import { verifyConnectToken } from './host-token';
import { appForPath } from './descriptors';
import { mintSessionToken } from './session-token';

/** Verifies the `jwt` a page URL carries; throws TokenError when it does not hold. */
export const connectPageLoads =
  (tenants: TenantsRepository): PageLoadVerifier =>
  async (req, token) => {
    const { product, relativePath } = appForPath(req.path);
    const verified = await verifyConnectToken(token, tenants, {
      accept: ['page', 'session'],
      product,
      request: { method: 'GET', relativePath, query: req.query },
    });
    return {
      productType: verified.tenant.productType,
      sessionToken: verified.accountId
        ? mintSessionToken(verified.tenant, verified.accountId, verified.context)
        : null,
    };
  };
