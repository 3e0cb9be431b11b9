import { api } from '../../../lib/api-client';
import { apiPath } from '../../../lib/url';
import type { InvitationDto } from '../../../../shared/invitations';

/** GET /api/templates/:templateUid/invitations: who was invited to edit the template. */
export const listInvitations = (templateUid: string) =>
  api
    .get<{ invitations: InvitationDto[] }>(apiPath`/templates/${templateUid}/invitations`)
    .then((answer) => answer.invitations);
