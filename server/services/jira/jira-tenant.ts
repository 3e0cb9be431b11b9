/** What every Jira action starts with: the caller's Jira site, and Jira's answers as errors we can show. */
import type { RequestContext } from '../../auth/request-context';
import type { Tenant } from '../../db/repositories/tenants-repository';
import type { ServiceDeps } from '../service-deps';
import { AppError, invalidInput, serviceUnavailable, unauthorized } from '../../errors';

export async function jiraTenant(
  deps: Pick<ServiceDeps, 'tenants'>,
  ctx: RequestContext,
): Promise<Tenant> {
  if (ctx.productType !== 'jira') throw invalidInput('errors.jiraOnly');
  const tenant = await deps.tenants.find(ctx.tenantKey);
  if (!tenant) throw unauthorized('errors.tenantUnknown');
  return tenant;
}

/** Runs a call to Jira; when Jira cannot be reached the caller gets 503 with a message. */
export async function askJira<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw serviceUnavailable('errors.jiraUnavailable');
  }
}

/** The same person, acting through Jira's automation (webhooks, the panel's fallback). */
export const asJira = (ctx: RequestContext): RequestContext => ({
  ...ctx,
  user: { ...ctx.user, kind: 'jira' },
});
