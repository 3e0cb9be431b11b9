/**
 * Invitations to the portal (docs/PORTAL.md): a template's owner or editor invites an e-mail
 * address to edit that template. Zod-free: the client imports it.
 */
export const INVITATION_VALID_DAYS = 14;
export const INVITATION_STATUSES = ['open', 'used', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Used, withdrawn, expired (at `now`, an ISO time) or still open. */
export function invitationStatus(
  invitation: { usedAt: string | null; revokedAt: string | null; expiresAt: string },
  now: string,
): InvitationStatus {
  if (invitation.usedAt) return 'used';
  if (invitation.revokedAt) return 'revoked';
  return invitation.expiresAt <= now ? 'expired' : 'open';
}

/** One invitation as its template's managers see it. */
export interface InvitationDto {
  id: string;
  email: string;
  status: InvitationStatus;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  createdBy: { id: string; displayName: string | null };
}

/** The answer to inviting: the link to copy (the code is shown only here) and whether it was mailed. */
export interface CreatedInvitationDto {
  invitation: InvitationDto;
  link: string;
  mailed: boolean;
}

/** `getInvitation`: what the login screen shows for a valid code (seed: email, checklistTitle). */
export interface PortalInvitationDto {
  email: string;
  checklistTitle: string;
}

/** `getUserTenantKey`. */
export interface PortalTenantDto {
  tenantKey: string;
}

/** `GET /api/portal/config`: how the portal's sign-in reaches Firebase. */
export interface PortalConfigDto {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** The Auth emulator's URL in development and tests; null in production. */
  emulatorUrl: string | null;
}
