/**
 * The Jira app's pages: site admins choose the enabled projects; a project's admins (and site
 * admins) choose its default templates; members open the issue panel of issues they can see.
 * Project rights come from Jira's permission API (services/jira/jira-site.ts), never from the
 * client or the descriptor's conditions alone.
 */
import type { RequestContext } from '../auth/request-context';
import { deny, type Verdict } from './verdict';
import { isMember } from './callers';

const inJira = (ctx: RequestContext) => ctx.productType === 'jira' && isMember(ctx);

export const jiraRules = {
  'jira.enabledProjects': (ctx: RequestContext, _site: object): Verdict =>
    (inJira(ctx) && ctx.isAdmin) || deny('errors.adminOnly'),
  'jira.projectDefaults': (ctx: RequestContext, project: { isProjectAdmin: boolean }): Verdict =>
    (inJira(ctx) && (ctx.isAdmin || project.isProjectAdmin)) || deny('errors.projectAdminOnly'),
  'jira.issue': (ctx: RequestContext, issue: { canBrowse: boolean }): Verdict =>
    (inJira(ctx) && issue.canBrowse) || deny('errors.issueNotVisible'),
};
