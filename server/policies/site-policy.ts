/**
 * The site's own things: its settings (every member reads them; site admins change them and
 * read their history), the caller's own preferences, page-view analytics, people search.
 */
import type { RequestContext } from '../auth/request-context';
import { deny, type Verdict } from './verdict';
import { inReach, isMember, isPortalUser } from './callers';

const member = (ctx: RequestContext): Verdict => isMember(ctx) || deny();
const admin = (ctx: RequestContext): Verdict =>
  (isMember(ctx) && ctx.isAdmin) || deny('errors.adminOnly');

export const siteRules = {
  /** Share links' visitors too: their checklist shows the site's statuses (docs/SHARING.md). */
  'settings.read': (ctx: RequestContext, _site: object): Verdict =>
    ctx.credential === 'share' || member(ctx),
  'settings.update': (ctx: RequestContext, _site: object): Verdict => admin(ctx),
  'settings.history': (ctx: RequestContext, _site: object): Verdict => admin(ctx),
  'preferences.own': (ctx: RequestContext, _site: object): Verdict => member(ctx),
  'analytics.record': (ctx: RequestContext, _site: object): Verdict => member(ctx),
  /** Names of the people a screen shows (portal users included). */
  'people.names': (ctx: RequestContext, _site: object): Verdict => member(ctx),
  /** Searching the site's people goes through Atlassian's directory: not for portal users. */
  'people.read': (ctx: RequestContext, _site: object): Verdict =>
    isPortalUser(ctx) ? deny('errors.portalOutOfReach') : member(ctx),
  /** A checklist's log (`templateUid`) or a place's (an issue, a page): portal users only the former. */
  'audit.read': (ctx: RequestContext, place: { templateUid: string | null } | object): Verdict =>
    isPortalUser(ctx) && !('templateUid' in place && inReach(ctx, place.templateUid))
      ? deny('errors.portalOutOfReach')
      : member(ctx),
};
