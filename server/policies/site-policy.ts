/**
 * The site's own things: its settings (every member reads them; site admins change them and
 * read their history), the caller's own preferences, page-view analytics, people search.
 */
import type { RequestContext } from '../auth/request-context';
import { deny, type Verdict } from './verdict';
import { isMember } from './callers';

const member = (ctx: RequestContext): Verdict => isMember(ctx) || deny();
const admin = (ctx: RequestContext): Verdict =>
  (isMember(ctx) && ctx.isAdmin) || deny('errors.adminOnly');

export const siteRules = {
  'settings.read': (ctx: RequestContext, _site: object): Verdict => member(ctx),
  'settings.update': (ctx: RequestContext, _site: object): Verdict => admin(ctx),
  'settings.history': (ctx: RequestContext, _site: object): Verdict => admin(ctx),
  'preferences.own': (ctx: RequestContext, _site: object): Verdict => member(ctx),
  'analytics.record': (ctx: RequestContext, _site: object): Verdict => member(ctx),
  'people.read': (ctx: RequestContext, _site: object): Verdict => member(ctx),
  'audit.read': (ctx: RequestContext, _place: object): Verdict => member(ctx),
};
