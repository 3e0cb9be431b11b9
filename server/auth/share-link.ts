/**
 * `Authorization: Share <shareUid>` on /api: a share link's visitor (docs/SHARING.md).
 *
 * A link opens when it exists, is not revoked or expired, its site is installed and the site
 * allows public share links (`allowPublicShareLinks`, off by default). Every other case, an
 * unknown id included, is the same 404 "This link is not available", so an answer never tells
 * whether a checklist exists. Each refusal counts against the caller's address (authenticate's
 * failure limiter). The visitor's name comes in `X-Share-Visitor` (URI-encoded) and is only
 * what they typed. `last_used_at` is written at most once a minute per link.
 */
import type { SharesRepository, ShareRow } from '../db/repositories/shares-repository';
import type { SettingsRepository } from '../db/repositories/settings-repository';
import type { Tenant, TenantsRepository } from '../db/repositories/tenants-repository';
import type { Logger } from '../logger';
import { notFound } from '../errors';
import { isStorableText } from '../../shared/fields';
import {
  SHARE_AUTH_SCHEME,
  SHARE_UID_PATTERN,
  SHARE_VISITOR_HEADER,
  SHARE_VISITOR_NAME_MAX,
} from '../../shared/shares';
import type { CredentialVerifier } from './credential';
import { shareContext } from './caller-contexts';

/** A link's use is recorded at most this often. */
export const SHARE_LAST_USED_INTERVAL_MS = 60_000;

const SCHEME = new RegExp(`^${SHARE_AUTH_SCHEME}\\s+(\\S+)$`, 'i');

export function shareUidOf(authorization: string): string | null {
  return SCHEME.exec(authorization)?.[1] ?? null;
}

export interface OpenShare {
  row: ShareRow;
  tenant: Tenant;
}

export interface ShareLinkDeps {
  shares: SharesRepository;
  tenants: TenantsRepository;
  settings: Pick<SettingsRepository, 'peek'>;
  logger: Logger;
  now?: () => number;
}

/** The open link with this id, or undefined for every way a link can be unavailable. */
export function shareOpener(
  deps: ShareLinkDeps,
): (shareUid: string) => Promise<OpenShare | undefined> {
  const now = deps.now ?? Date.now;
  return async (shareUid) => {
    if (!SHARE_UID_PATTERN.test(shareUid)) return undefined;
    const row = await deps.shares.findByUid(shareUid);
    if (!row || row.revoked_at !== null) return undefined;
    if (row.expires_at !== null && Date.parse(row.expires_at) <= now()) return undefined;
    const tenant = await deps.tenants.find(row.tenant_key);
    if (tenant?.state !== 'installed') return undefined;
    const stored = (await deps.settings.peek(row.tenant_key))?.settings as
      { allowPublicShareLinks?: unknown } | undefined;
    if (stored?.allowPublicShareLinks !== true) return undefined;
    return { row, tenant };
  };
}

/** The visitor's name as they typed it, or null when there is none worth keeping. */
export function visitorNameOf(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string' || header === '') return null;
  let name: string;
  try {
    name = decodeURIComponent(header);
  } catch {
    return null;
  }
  name = name.replace(/\s+/g, ' ').trim();
  if (!name || !isStorableText(name)) return null;
  return [...name].slice(0, SHARE_VISITOR_NAME_MAX).join('');
}

export function shareLinkVerifier(deps: ShareLinkDeps): CredentialVerifier {
  const now = deps.now ?? Date.now;
  const open = shareOpener(deps);

  const recordUse = async (row: ShareRow) => {
    const at = now();
    const notBefore = new Date(at - SHARE_LAST_USED_INTERVAL_MS).toISOString();
    if (row.last_used_at !== null && row.last_used_at >= notBefore) return;
    try {
      await deps.shares.touch(row.tenant_key, row.share_uid, new Date(at).toISOString(), notBefore);
    } catch (error) {
      deps.logger.warn({ err: error }, 'could not record a share link use');
    }
  };

  return {
    accepts: (authorization) => shareUidOf(authorization) !== null,
    async verify(authorization, request) {
      const shareUid = shareUidOf(authorization) ?? '';
      const opened = await open(shareUid);
      if (!opened) throw notFound('errors.shareNotAvailable');
      const { row, tenant } = opened;
      await recordUse(row);
      return {
        ctx: shareContext({
          site: tenant,
          share: {
            uid: row.share_uid,
            checklistUid: row.checklist_uid,
            permission: row.permission,
            label: row.label,
          },
          visitorName: visitorNameOf(request.headers[SHARE_VISITOR_HEADER.toLowerCase()]),
          locale: request.locale,
        }),
      };
    },
  };
}
