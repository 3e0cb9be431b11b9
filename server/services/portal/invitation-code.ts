/**
 * An invitation's code: 128 random bits, URL-safe, shown once (in the link); only its SHA-256
 * is stored, so a database leak does not hand out working invitations.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { InvitationRow } from '../../db/repositories/portal-repository';
import { invitationStatus, type InvitationStatus } from '../../../shared/invitations';

export const newInvitationCode = (): string => randomBytes(16).toString('base64url');

export const hashInvitationCode = (code: string): string =>
  createHash('sha256').update(code, 'utf8').digest('hex');

/** The portal's login screen with the code: the link an invitation mails or shows. */
export const invitationLink = (baseUrl: string, code: string): string =>
  `${baseUrl}/web?inviteCode=${encodeURIComponent(code)}`;

/** Where an invitation stands at `now` (ISO time). */
export const statusOf = (row: InvitationRow, now: string): InvitationStatus =>
  invitationStatus(
    { usedAt: row.used_at, revokedAt: row.revoked_at, expiresAt: row.expires_at },
    now,
  );
