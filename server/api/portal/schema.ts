/** What the portal's and the invitations' routes take. */
import { z } from 'zod';
import { uidSchema } from '../../../shared/templates';
import { pathParam } from '../../http/endpoint';

/** A code as invitationLink makes it (128 bits, base64url); anything else is "not found". */
export const invitationCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

export const acceptInvitationSchema = z.object({ userId: z.string().min(1).max(128) }).strict();

export const inviteSchema = z
  .object({
    email: z
      .email()
      .max(320)
      .transform((e) => e.toLowerCase()),
  })
  .strict();

const templateUid = pathParam(uidSchema, 'errors.templateNotFound');
const invitationId = pathParam(uidSchema, 'errors.invitationNotFound');

export const templateInvitations = { params: { templateUid } };
export const invite = { params: { templateUid }, body: inviteSchema, status: 201 as const };
export const revoke = { params: { templateUid, id: invitationId } };
