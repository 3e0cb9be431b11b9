/**
 * A template's invitations, for its managers (owner, editors, site admins; in Jira, Confluence
 * or the portal users invited to it): invite an e-mail address to edit it in the portal, list,
 * revoke. Inviting and revoking are decided in their transaction, against the template as it
 * is there (services/templates/template-access.ts, `templateForWrite`).
 */
import type { RequestContext } from '../../auth/request-context';
import type { ServiceDeps } from '../service-deps';
import type { InvitationRow } from '../../db/repositories/portal-repository';
import { nowIso } from '../../db/clock';
import { newUid } from '../../lib/ids';
import { conflict, notFound } from '../../errors';
import { loadTemplate, templateForWrite } from '../templates/template-access';
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
  const code = newInvitationCode();
  const at = nowIso();
  const { template, row } = await deps.run(async (uow) => {
    const template = await templateForWrite(uow, ctx, templateUid, 'template.edit');
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
    await uow.repos.portal.createInvitation(row);
    return { template, row };
  });
  // Mailed once the invitation is stored: a mail is no part of the transaction.
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
  await deps.run(async (uow) => {
    const template = await templateForWrite(uow, ctx, templateUid, 'template.edit');
    const portal = uow.repos.portal;
    if (await portal.revokeInvitation(ctx.tenantKey, template.uid, id, nowIso())) return;
    const invitations = await portal.invitationsOfTemplate(ctx.tenantKey, template.uid);
    if (!invitations.some((i) => i.id === id)) throw notFound('errors.invitationNotFound');
    throw conflict('errors.invitationRevokeGone');
  });
}
