/** Share links as the API answers them (shared/shares.ts). */
import type { ShareRow } from '../db/repositories/shares-repository';
import type { ShareDto, ShareSessionDto } from '../../shared/shares';

export function presentShare(row: ShareRow, baseUrl: string, now: number = Date.now()): ShareDto {
  return {
    shareUid: row.share_uid,
    url: `${baseUrl.replace(/\/$/, '')}/s/${row.share_uid}`,
    permission: row.permission,
    label: row.label,
    createdAt: row.created_at,
    createdBy: { id: row.created_by, displayName: row.created_by_name },
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at,
    expired: row.expires_at !== null && Date.parse(row.expires_at) <= now,
  };
}

export function presentShareSession(share: {
  checklistUid: string;
  permission: 'view' | 'check';
  label: string | null;
}): ShareSessionDto {
  return { checklistUid: share.checklistUid, permission: share.permission, label: share.label };
}
