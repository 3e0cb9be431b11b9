/** /api/templates/:templateUid/invitations: a template's managers invite people to the portal. */
import { Router } from 'express';
import { handle } from '../../http/endpoint';
import type { ServiceDeps } from '../../services/service-deps';
import {
  inviteToTemplate,
  listInvitations,
  revokeInvitation,
} from '../../services/portal/template-invitations';
import { presentInvitation } from '../../presenters/invitation-presenter';
import type { CreatedInvitationDto } from '../../../shared/invitations';
import * as schema from './schema';

export function invitationRoutes(deps: ServiceDeps): Router {
  const router = Router();
  const path = '/templates/:templateUid/invitations';
  router.get(
    path,
    handle(schema.templateInvitations, async (ctx, { params }) => {
      const rows = await listInvitations(deps, ctx, params.templateUid);
      const now = new Date().toISOString();
      return { invitations: rows.map((row) => presentInvitation(row, now)) };
    }),
  );
  router.post(
    path,
    handle(schema.invite, async (ctx, { params, body }): Promise<CreatedInvitationDto> => {
      const created = await inviteToTemplate(deps, ctx, params.templateUid, body.email);
      return {
        invitation: presentInvitation(created.row, new Date().toISOString()),
        link: created.link,
        mailed: created.mailed,
      };
    }),
  );
  router.delete(
    `${path}/:id`,
    handle(schema.revoke, async (ctx, { params }) => {
      await revokeInvitation(deps, ctx, params.templateUid, params.id);
    }),
  );
  return router;
}
