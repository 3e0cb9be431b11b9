/** Invitations as a template's managers see them (shared/invitations.ts). */
import type { InvitationRow } from '../db/repositories/portal-repository';
import { invitationStatus, type InvitationDto } from '../../shared/invitations';

export function presentInvitation(row: InvitationRow, now: string): InvitationDto {
  return {
    id: row.id,
    email: row.email,
    status: invitationStatus(
      { usedAt: row.used_at, revokedAt: row.revoked_at, expiresAt: row.expires_at },
      now,
    ),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
    createdBy: { id: row.created_by, displayName: row.created_by_name },
  };
}
