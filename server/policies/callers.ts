/** Facts about the caller that several policies use. */
import type { RequestContext } from '../auth/request-context';

/**
 * A member of the site: a person working in Jira, Confluence or the portal. API keys and share
 * links act with narrower rights of their own once they exist (docs/ARCHITECTURE.md).
 */
export const isMember = (ctx: RequestContext): boolean =>
  ctx.user.kind === 'atlassian' || ctx.user.kind === 'portal';

/**
 * Jira acting through the app, for a person: a webhook (`jira`) or a workflow rule
 * (`workflow`). Verified by Jira's signature on that one request; it acts on the checklists
 * of the issue the request is about, never through /api.
 */
export const isJiraAutomation = (ctx: RequestContext): boolean =>
  ctx.user.kind === 'jira' || ctx.user.kind === 'workflow';

/** Owner and editors of a template. */
export interface TemplateManagers {
  ownerId: string;
  editorIds: readonly string[];
}

/** Site admins manage every template; otherwise its owner and editors. */
export const managesTemplate = (ctx: RequestContext, managers: TemplateManagers | null): boolean =>
  isMember(ctx) &&
  (ctx.isAdmin ||
    (managers !== null &&
      (managers.ownerId === ctx.user.id || managers.editorIds.includes(ctx.user.id))));
