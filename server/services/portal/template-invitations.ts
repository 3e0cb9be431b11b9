/**
 * A template's invitations, for its managers (owner, editors, site admins; in Jira, Confluence
 * or the portal): invite an e-mail address to edit it in the portal, list, revoke.
 */
import type { RequestContext } from '../../auth/request-context';
import type { ServiceDeps } from '../service-deps';
import type { InvitationRow } from '../../db/repositories/portal-repository';
import { nowIso } from '../../db/clock';
import { newUid } from '../../lib/ids';
import { conflict, notFound } from '../../errors';
import { loadTemplate } from '../templates/template-access';
import { translate } from '../../i18n/translate';
import { INVITATION_VALID_DAYS } from '../../../shared/invitations';
import { hashInvitationCode, invitationLink, newInvitationCode } from './invitation-code';

export interface CreatedInvitation {
  row: InvitationRow;
  link: string;
  mailed: boolean;
}

export async function inviteToTemplate(
  deps: ServiceDeps,
  ctx: RequestContext,
  templateUid: string,
  email: string,
): Promise<CreatedInvitation> {
  const template = await loadTemplate(deps.repos, ctx, templateUid, 'template.edit');
  const code = newInvitationCode();
  const at = nowIso();
  const row: InvitationRow = {
    id: newUid(),
    tenant_key: ctx.tenantKey,
    code_hash: hashInvitationCode(code),
    email: email.toLowerCase(),
    template_uid: template.uid,
    created_by: ctx.user.id,
    created_by_name: ctx.user.displayName,
    created_at: at,
    expires_at: new Date(Date.parse(at) + INVITATION_VALID_DAYS * 86_400_000).toISOString(),
    used_at: null,
    used_by: null,
    revoked_at: null,
  };
  await deps.repos.portal.createInvitation(row);
  const link = invitationLink(deps.portal.baseUrl, code);
  let mailed = false;
  if (deps.portal.mailer) {
    const params = {
      inviter: ctx.user.displayName ?? ctx.user.id,
      title: template.title,
      email: row.email,
      link,
      expires: new Date(row.expires_at).toLocaleDateString(ctx.locale),
    };
    try {
      await deps.portal.mailer.send({
        to: row.email,
        subject: translate(ctx.locale, 'mail.invitationSubject', params),
        text: translate(ctx.locale, 'mail.invitationBody', params),
      });
      mailed = true;
    } catch (error) {
      // The invitation stands: the inviter still has the link to copy.
      deps.portal.onMailError(error);
    }
  }
  return { row, link, mailed };
}

export async function listInvitations(
  deps: ServiceDeps,
  ctx: RequestContext,
  templateUid: string,
): Promise<InvitationRow[]> {
  const template = await loadTemplate(deps.repos, ctx, templateUid, 'template.edit');
  return deps.repos.portal.invitationsOfTemplate(ctx.tenantKey, template.uid);
}

export async function revokeInvitation(
  deps: ServiceDeps,
  ctx: RequestContext,
  templateUid: string,
  id: string,
): Promise<void> {
  const template = await loadTemplate(deps.repos, ctx, templateUid, 'template.edit');
  const done = await deps.repos.portal.revokeInvitation(ctx.tenantKey, template.uid, id, nowIso());
  if (done) return;
  const invitations = await deps.repos.portal.invitationsOfTemplate(ctx.tenantKey, template.uid);
  if (!invitations.some((i) => i.id === id)) throw notFound('errors.invitationNotFound');
  throw conflict('errors.invitationRevokeGone');
}
