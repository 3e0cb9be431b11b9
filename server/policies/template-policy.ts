/**
 * Who may do what with a template (docs/ARCHITECTURE.md, "Who may do what"): every member sees
 * templates, creates them and makes checklists from active ones; its owner, its editors and
 * site admins edit, archive and delete it; only the owner and site admins change who the
 * editors are (an editor's save keeps the list). Portal users act as editors of exactly the
 * templates they were invited to, and on nothing else, whatever ids name them.
 */
import type { RequestContext } from '../auth/request-context';
import { blocked, deny, type Verdict } from './verdict';
import {
  inReach,
  isJiraAutomation,
  isMember,
  isPortalUser,
  managesTemplate,
  type TemplateManagers,
} from './callers';

export interface TemplateAccess extends TemplateManagers {
  archived: boolean;
}

const member = (ctx: RequestContext): Verdict => isMember(ctx) || deny();

/** Its managers (policies/callers.ts); a portal user only on a template they were invited to. */
const manages = (ctx: RequestContext, template: TemplateManagers): Verdict =>
  !inReach(ctx, template.uid)
    ? deny('errors.portalOutOfReach')
    : managesTemplate(ctx, template) || deny('errors.templateEditForbidden');

/** One template (`uid`), or the site's list (`SITE`), which services narrow for portal users. */
type Reached = { uid: string } | Record<string, never>;

export const templateRules = {
  /** Portal users work on the templates they were invited to; they make none. */
  'template.create': (ctx: RequestContext, _site: object): Verdict =>
    isPortalUser(ctx) ? deny('errors.portalOutOfReach') : member(ctx),

  'template.read': (ctx: RequestContext, template: Reached): Verdict =>
    isPortalUser(ctx) && template.uid !== undefined && !inReach(ctx, template.uid)
      ? deny('errors.portalOutOfReach')
      : member(ctx),

  /** Make a checklist from it (Jira's automation too: a project's default templates). */
  'template.use': (
    ctx: RequestContext,
    template: Pick<TemplateAccess, 'archived' | 'uid'>,
  ): Verdict =>
    (!isMember(ctx) && !isJiraAutomation(ctx)) || !inReach(ctx, template.uid)
      ? deny()
      : template.archived
        ? blocked('errors.templateArchived')
        : true,

  'template.edit': (ctx: RequestContext, template: TemplateManagers): Verdict =>
    manages(ctx, template),

  'template.delete': (ctx: RequestContext, template: TemplateManagers): Verdict =>
    manages(ctx, template),

  /** Only the owner and site admins; portal users, like editors, keep the list as it is. */
  'template.changeEditors': (ctx: RequestContext, template: TemplateManagers): Verdict =>
    !inReach(ctx, template.uid)
      ? deny('errors.portalOutOfReach')
      : (isMember(ctx) &&
          !isPortalUser(ctx) &&
          (ctx.isAdmin || template.ownerId === ctx.user.id)) ||
        deny('errors.templateEditForbidden'),
};
