import { api } from '../../../lib/api-client';
import { apiPath } from '../../../lib/url';

/** DELETE /api/templates/:templateUid/invitations/:id: the invitation's link stops working. */
export const revokeInvitation = (templateUid: string, id: string) =>
  api.delete<void>(apiPath`/templates/${templateUid}/invitations/${id}`);
