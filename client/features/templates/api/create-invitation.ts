import { api } from '../../../lib/api-client';
import { apiPath } from '../../../lib/url';
import type { CreatedInvitationDto } from '../../../../shared/invitations';

/** POST /api/templates/:templateUid/invitations: invites `email`; the link is in this answer only. */
export const createInvitation = (templateUid: string, email: string) =>
  api.post<CreatedInvitationDto>(apiPath`/templates/${templateUid}/invitations`, { email });
