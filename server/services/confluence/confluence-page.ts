/**
 * What every Confluence action starts with: the caller's Confluence site and the page, as
 * Confluence knows it, which must be one the person may read. A page of another site, or one
 * the person may not read, looks exactly like one that does not exist.
 */
import type { RequestContext } from '../../auth/request-context';
import type { Tenant } from '../../db/repositories/tenants-repository';
import type { ServiceDeps } from '../service-deps';
import type { ConfluencePageRef } from '../../products/confluence-site';
import type { MacroPageDto } from '../../../shared/confluence';
import { notFound } from '../../errors';
import { askSite, siteTenant } from '../places/site-access';

export type ConfluenceDeps = Pick<ServiceDeps, 'tenants' | 'confluence'>;

export const confluenceTenant = (deps: Pick<ServiceDeps, 'tenants'>, ctx: RequestContext) =>
  siteTenant(deps, ctx, 'confluence', 'errors.confluenceOnly');

/** Runs a call to Confluence; when it cannot be reached the caller gets 503 with a message. */
export const askConfluence = <T>(call: () => Promise<T>): Promise<T> =>
  askSite(call, 'errors.confluenceUnavailable');

export interface VisiblePage {
  tenant: Tenant;
  page: ConfluencePageRef;
}

export async function visiblePage(
  deps: ConfluenceDeps,
  ctx: RequestContext,
  pageId: string,
  atLeastVersion?: number,
): Promise<VisiblePage> {
  const tenant = await confluenceTenant(deps, ctx);
  const [page, canRead] = await askConfluence(() =>
    Promise.all([
      deps.confluence.page(tenant, pageId, atLeastVersion),
      deps.confluence.hasPagePermission(tenant, ctx.user.id, pageId, 'read'),
    ]),
  );
  if (!page || !canRead) throw notFound('errors.pageNotVisible');
  return { tenant, page };
}

export const pageDto = (page: ConfluencePageRef): MacroPageDto => ({
  id: page.id,
  title: page.title,
  spaceKey: page.spaceKey,
});
