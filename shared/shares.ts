/**
 * Share links (docs/SHARING.md): `/s/:shareUid` opens one checklist for anyone who has the link,
 * with no sign-in. `view` shows it; `check` also lets the visitor tick, set statuses, write
 * notes and sign (never the structure). The client imports the types only.
 */
import { z } from 'zod';
import { text } from './fields';

export const SHARE_PERMISSIONS = ['view', 'check'] as const;
export type SharePermission = (typeof SHARE_PERMISSIONS)[number];

/** A share id: 128 random bits, base64url (22 characters). */
export const SHARE_UID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const SHARE_LABEL_MAX = 100;
export const SHARE_VISITOR_NAME_MAX = 80;
/** Links one checklist may have that still work (not revoked). */
export const SHARES_PER_CHECKLIST_MAX = 50;
export { SHARE_AUTH_SCHEME, SHARE_VISITOR_HEADER } from './share-link';

export const createShareSchema = z
  .object({
    permission: z.enum(SHARE_PERMISSIONS),
    label: text().trim().max(SHARE_LABEL_MAX).optional(),
    /** When the link stops working; omitted: never. Must lie in the future. */
    expiresAt: z.string().datetime({ offset: true }).optional(),
  })
  .strict();
export type CreateShareInput = z.infer<typeof createShareSchema>;

export interface ShareDto {
  shareUid: string;
  /** The link to hand out: `<server>/s/<shareUid>`. */
  url: string;
  permission: SharePermission;
  label: string | null;
  createdAt: string;
  createdBy: { id: string; displayName: string | null };
  expiresAt: string | null;
  lastUsedAt: string | null;
  /** Past its expiry: listed until revoked, opens nothing. */
  expired: boolean;
}

/** What a share page reads first: the link's permission and the site's language override. */
export interface ShareSessionDto {
  checklistUid: string;
  permission: SharePermission;
  label: string | null;
}
