/**
 * What every action in a host's own terms starts with (Jira's issues, Confluence's pages): the
 * caller's site of that product, and the host's answers as errors we can show.
 */
import type { RequestContext } from '../../auth/request-context';
import type { Tenant, TenantsRepository } from '../../db/repositories/tenants-repository';
import type { MessageKey } from '../../i18n/messages';
import { AppError, forbidden, invalidInput, serviceUnavailable, unauthorized } from '../../errors';
import { isPortalUser } from '../../policies/callers';

/**
 * The caller's site, which must be of `product` (`onlyKey` says so otherwise: 400). Portal
 * users reach none of the hosts' actions: 403, like everything out of their reach.
 */
export async function siteTenant(
  deps: { tenants: TenantsRepository },
  ctx: RequestContext,
  product: 'jira' | 'confluence',
  onlyKey: MessageKey,
): Promise<Tenant> {
  if (isPortalUser(ctx)) throw forbidden('errors.portalOutOfReach');
  if (ctx.productType !== product) throw invalidInput(onlyKey);
  const tenant = await deps.tenants.find(ctx.tenantKey);
  if (!tenant) throw unauthorized('errors.tenantUnknown');
  return tenant;
}

/** Runs a call to the host; when it cannot be reached the caller gets 503 with `unavailableKey`. */
export async function askSite<T>(call: () => Promise<T>, unavailableKey: MessageKey): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw serviceUnavailable(unavailableKey);
  }
}
