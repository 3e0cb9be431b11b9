/** What every Jira action starts with: the caller's Jira site, and Jira's answers as errors we can show. */
import type { RequestContext } from '../../auth/request-context';
import type { ServiceDeps } from '../service-deps';
import { askSite, siteTenant } from '../places/site-access';

export const jiraTenant = (deps: Pick<ServiceDeps, 'tenants'>, ctx: RequestContext) =>
  siteTenant(deps, ctx, 'jira', 'errors.jiraOnly');

/** Runs a call to Jira; when Jira cannot be reached the caller gets 503 with a message. */
export const askJira = <T>(call: () => Promise<T>): Promise<T> =>
  askSite(call, 'errors.jiraUnavailable');

/** The same person, acting through Jira's automation (webhooks, the panel's fallback). */
export const asJira = (ctx: RequestContext): RequestContext => ({
  ...ctx,
  user: { ...ctx.user, kind: 'jira' },
});
