import { api } from '../../../lib/api-client';
import type { PortalInvitationDto } from '../../../../shared/invitations';

/** `getInvitation`: the invited address and the template's title; 409 when already used. */
export const getInvitation = (code: string) =>
  api.get<PortalInvitationDto>(`/portal/invitations/${encodeURIComponent(code)}`);
