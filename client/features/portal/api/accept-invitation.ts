import { api } from '../../../lib/api-client';
import type { PortalTenantDto } from '../../../../shared/invitations';

/** `acceptInvitation` for the signed-in person (`userId` must be their own uid). */
export const acceptInvitation = (userId: string, code: string) =>
  api.post<PortalTenantDto>(`/portal/invitations/${encodeURIComponent(code)}/accept`, {
    userId,
  });
