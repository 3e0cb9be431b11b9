/**
 * Who may do what with a checklist (docs/ARCHITECTURE.md, "Who may do what").
 *
 * - read, work (statuses, notes, item assignees, signing an unsigned signature item) and
 *   archive or restore: every member of the site.
 * - edit, the checklist's structure (add, remove, move and edit items, mandatory, due dates,
 *   rename, assignee, skip, reopen): its creator and assignee, its template's managers and site
 *   admins; every member when the site's `everyoneEditsChecklists` setting is on.
 * - delete: its creator, its template's managers and site admins.
 * - remove a signature, or sign over it: the signer, the template's managers and site admins.
 * An archived checklist is read-only (409) until restored; it can still be deleted.
 * Portal users get none of these on a checklist outside their reach (one made from a template
 * they were not invited to), whatever else names them: its creator, assignee or signer.
 * - share (make, list and revoke its share links): whoever may edit it (above).
 * A share link's visitor reads the link's checklist, and works on it with a `check` link;
 * nothing else, and no other checklist (docs/SHARING.md).
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

/** What the rules need to know of a checklist. */
export interface ChecklistAccess {
  uid: string;
  createdBy: string;
  assigneeId: string | null;
  archived: boolean;
  /** Its template, which portal users must have been invited to. */
  templateUid: string | null;
  /** Owner and editors of its template; null without one (or once it is deleted). */
  templateManagers: TemplateManagers | null;
  /** The site's `everyoneEditsChecklists` setting. */
  everyoneEdits: boolean;
}

export interface SignatureAccess {
  signedBy: string;
  archived: boolean;
  /** The checklist's template, which portal users must have been invited to. */
  templateUid: string | null;
  templateManagers: TemplateManagers | null;
}

/** Members, and Jira's automation on the checklists of its issues. */
const memberOrJira = (ctx: RequestContext): Verdict =>
  isMember(ctx) || isJiraAutomation(ctx) || deny();

/**
 * A checklist the caller reaches: for portal users, one made from a template they were
 * invited to; lists (`SITE`) are narrowed by the services instead.
 */
type Reached = { uid?: string; templateUid: string | null } | Record<string, never>;
const reaches = (ctx: RequestContext, checklist: Reached): boolean =>
  !isPortalUser(ctx) || !('templateUid' in checklist) || inReach(ctx, checklist.templateUid);
const memberOrJiraReaching = (ctx: RequestContext, checklist: Reached): Verdict =>
  reaches(ctx, checklist) ? memberOrJira(ctx) : deny('errors.portalOutOfReach');
/** Out of a portal user's reach: refused before anything else is asked. */
const outOfReach = (ctx: RequestContext, checklist: { templateUid: string | null }): boolean =>
  !reaches(ctx, checklist);

const notArchived = (checklist: { archived: boolean }): Verdict =>
  checklist.archived ? blocked('errors.checklistArchived') : true;

/** A share link's visitor on the link's own checklist (and only there); `work` needs `check`. */
function shareVerdict(ctx: RequestContext, checklist: Reached, work: boolean): Verdict {
  if (ctx.credential !== 'share') return deny();
  const uid = 'uid' in checklist ? checklist.uid : undefined;
  if (uid === undefined || uid !== ctx.share.checklistUid) return deny('errors.shareOutOfReach');
  return !work || ctx.share.permission === 'check' ? true : deny('errors.shareViewOnly');
}

const workRule = (
  ctx: RequestContext,
  checklist: Pick<ChecklistAccess, 'archived' | 'templateUid'>,
): Verdict =>
  !reaches(ctx, checklist)
    ? deny('errors.portalOutOfReach')
    : isMember(ctx) || isJiraAutomation(ctx)
      ? notArchived(checklist)
      : deny();

const editRule = (ctx: RequestContext, checklist: ChecklistAccess): Verdict => {
  if (outOfReach(ctx, checklist)) return deny('errors.portalOutOfReach');
  const allowed =
    isJiraAutomation(ctx) ||
    (isMember(ctx) &&
      (checklist.everyoneEdits ||
        checklist.createdBy === ctx.user.id ||
        (checklist.assigneeId !== null && checklist.assigneeId === ctx.user.id) ||
        managesTemplate(ctx, checklist.templateManagers)));
  return allowed ? notArchived(checklist) : deny('errors.checklistEditForbidden');
};

export const checklistRules = {
  /** Portal users make checklists only from their templates (`template.use` checks which). */
  'checklist.create': (ctx: RequestContext, from: { templateUid?: string | null }): Verdict =>
    isPortalUser(ctx) && !from.templateUid ? deny('errors.portalOutOfReach') : memberOrJira(ctx),

  'checklist.read': (ctx: RequestContext, checklist: Reached): Verdict =>
    ctx.credential === 'share'
      ? shareVerdict(ctx, checklist, false)
      : memberOrJiraReaching(ctx, checklist),

  'checklist.work': (
    ctx: RequestContext,
    checklist: Pick<ChecklistAccess, 'uid' | 'archived' | 'templateUid'>,
  ): Verdict => {
    if (ctx.credential !== 'share') return workRule(ctx, checklist);
    const verdict = shareVerdict(ctx, checklist, true);
    return verdict === true ? notArchived(checklist) : verdict;
  },

  'checklist.edit': (ctx: RequestContext, checklist: ChecklistAccess): Verdict =>
    editRule(ctx, checklist),

  /** Share links: made, listed and revoked by whoever may change the structure. */
  'checklist.share': (ctx: RequestContext, checklist: ChecklistAccess): Verdict => {
    const verdict = editRule(ctx, checklist);
    return verdict === true || verdict.status === 409 ? verdict : deny('errors.shareForbidden');
  },

  'checklist.archive': (
    ctx: RequestContext,
    checklist: Pick<ChecklistAccess, 'templateUid'>,
  ): Verdict => memberOrJiraReaching(ctx, checklist),

  'checklist.delete': (
    ctx: RequestContext,
    checklist: Pick<ChecklistAccess, 'createdBy' | 'templateUid' | 'templateManagers'>,
  ): Verdict =>
    outOfReach(ctx, checklist)
      ? deny('errors.portalOutOfReach')
      : (isMember(ctx) &&
          (checklist.createdBy === ctx.user.id ||
            managesTemplate(ctx, checklist.templateManagers))) ||
        deny('errors.checklistDeleteForbidden'),

  'signature.remove': (ctx: RequestContext, signature: SignatureAccess): Verdict => {
    if (outOfReach(ctx, signature)) return deny('errors.portalOutOfReach');
    const allowed =
      isMember(ctx) &&
      (signature.signedBy === ctx.user.id || managesTemplate(ctx, signature.templateManagers));
    return allowed ? notArchived(signature) : deny('errors.signatureRemoveForbidden');
  },
};
