/**
 * Page loads of module URLs: Jira and Confluence sign every iframe URL with a page token whose
 * `qsh` is bound to exactly that URL (or a reload carries our own session token). A verified
 * load gets a fresh session token for the API in its boot data (web/page-routes.ts), and the
 * language the person chose or the site's default.
 */
import type { TenantsRepository } from '../../db/repositories/tenants-repository';
import type { PageLoadVerifier } from '../../web/page-routes';
import { verifyConnectToken } from './host-token';
import { appForPath } from './descriptors';
import { mintSessionToken } from './session-token';
import type { Language } from '../../../shared/language';

/** The language a known person's pages open in (services/preferences/page-language.ts). */
export type PageLanguage = (tenantKey: string, accountId: string) => Promise<Language | undefined>;

/** Verifies the `jwt` a page URL carries; throws TokenError when it does not hold. */
export const connectPageLoads =
  (tenants: TenantsRepository, languageOf: PageLanguage): PageLoadVerifier =>
  async (req, token) => {
    const { product, relativePath } = appForPath(req.path);
    const verified = await verifyConnectToken(token, tenants, {
      accept: ['page', 'session'],
      product,
      request: { method: 'GET', relativePath, query: req.query },
    });
    const { accountId } = verified;
    return {
      productType: verified.tenant.productType,
      sessionToken: accountId
        ? mintSessionToken(verified.tenant, accountId, verified.context)
        : null,
      language: accountId ? await languageOf(verified.tenant.clientKey, accountId) : undefined,
    };
  };
