/** Facts about the caller that several policies use. */
import type { RequestContext } from '../auth/request-context';

/**
 * A member of the site: a person working in Jira, Confluence or the portal, or a site's API
 * key, which acts as a site admin (`isAdmin`). A person's API key is its owner (same kind and
 * id), narrowed to the key's scope by /api/v1. Share links act with narrower rights of their
 * own once they exist (docs/ARCHITECTURE.md).
 */
export const isMember = (ctx: RequestContext): boolean =>
  ctx.user.kind === 'atlassian' ||
  ctx.user.kind === 'portal' ||
  (ctx.user.kind === 'apiKey' && ctx.isAdmin);

/**
 * Jira acting through the app, for a person: a webhook (`jira`) or a workflow rule
 * (`workflow`). Verified by Jira's signature on that one request; it acts on the checklists
 * of the issue the request is about, never through /api.
 */
export const isJiraAutomation = (ctx: RequestContext): boolean =>
  ctx.user.kind === 'jira' || ctx.user.kind === 'workflow';

/** Owner and editors of a template. */
export interface TemplateManagers {
  uid: string;
  ownerId: string;
  editorIds: readonly string[];
}

/** The templates a portal user (or their API key) was invited to; none for anyone else. */
const templateReachOf = (ctx: RequestContext): readonly string[] =>
  (ctx.credential === 'portal' || ctx.credential === 'apiKey' ? ctx.portal?.templateUids : []) ??
  [];

/** A portal user: someone outside Atlassian, invited to edit some templates of the site. */
export const isPortalUser = (ctx: RequestContext): boolean => ctx.user.kind === 'portal';

/**
 * Whether the caller reaches a template (and the checklists made from it). Everyone of the
 * site does, except portal users: only the templates they were invited to.
 */
export const inReach = (ctx: RequestContext, templateUid: string | null | undefined): boolean =>
  !isPortalUser(ctx) ||
  (templateUid !== null && templateUid !== undefined && templateReachOf(ctx).includes(templateUid));

/**
 * Site admins manage every template; otherwise its owner and editors. Portal users manage
 * exactly the templates they were invited to: whatever ids name them elsewhere (an owner or
 * editor id, however it got there), a template outside their invitations is not theirs.
 */
export const managesTemplate = (ctx: RequestContext, managers: TemplateManagers | null): boolean =>
  isMember(ctx) &&
  (isPortalUser(ctx)
    ? managers !== null && inReach(ctx, managers.uid)
    : ctx.isAdmin ||
      (managers !== null &&
        (managers.ownerId === ctx.user.id || managers.editorIds.includes(ctx.user.id))));
