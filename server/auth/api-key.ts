/**
 * `Authorization: Bearer ck_…` on /api/v1: an API key (docs/API.md, "Public REST API").
 *
 * - A user's key acts as its owner (an Atlassian or a portal user), never as a site admin.
 * - A site's key acts as a site admin, as `{ kind: 'apiKey', id: 'apikey:<id>' }`.
 * Both carry `apiKey: { id, name, scope }`; the scope is enforced by the /api/v1 router.
 * A revoked key, a key of a site that is disabled, uninstalled or purged (its keys are deleted
 * with its data), and a portal owner who no longer belongs to the site all get 401.
 * `last_used_at` is written at most once a minute per key.
 */
import type { ApiKeyRow, ApiKeysRepository } from '../db/repositories/api-keys-repository';
import type { PortalRepository } from '../db/repositories/portal-repository';
import type { TenantsRepository } from '../db/repositories/tenants-repository';
import type { Logger } from '../logger';
import { unauthorized } from '../errors';
import { API_KEY_PREFIX } from '../../shared/api-keys';
import { hashApiKey, isApiKeyShaped } from './api-key-secret';
import type { CredentialVerifier } from './credential';
import { apiKeyContext, type ApiKeyOwner } from './caller-contexts';

/** A key's use is recorded at most this often. */
export const LAST_USED_INTERVAL_MS = 60_000;

const BEARER = /^Bearer\s+(\S+)$/i;

export function apiKeyOf(authorization: string): string | null {
  const key = BEARER.exec(authorization)?.[1];
  return key?.startsWith(API_KEY_PREFIX) ? key : null;
}

export function apiKeyVerifier(deps: {
  apiKeys: ApiKeysRepository;
  tenants: TenantsRepository;
  portal: Pick<PortalRepository, 'user' | 'invitedTemplateUids'>;
  logger: Logger;
  now?: () => number;
}): CredentialVerifier {
  const now = deps.now ?? Date.now;

  const recordUse = async (row: ApiKeyRow) => {
    const at = now();
    const notBefore = new Date(at - LAST_USED_INTERVAL_MS).toISOString();
    if (row.last_used_at !== null && row.last_used_at >= notBefore) return;
    try {
      await deps.apiKeys.touch(row.tenant_key, row.id, new Date(at).toISOString(), notBefore);
    } catch (error) {
      // When a key was last used is worth less than the request it is used for.
      deps.logger.warn({ err: error, apiKeyId: row.id }, 'could not record an API key use');
    }
  };

  const ownerOf = async (row: ApiKeyRow): Promise<ApiKeyOwner | null> => {
    if (row.owner_kind === 'site') return { kind: 'site' };
    if (row.owner_id === null) return null;
    if (row.owner_user_kind === 'atlassian') {
      return { kind: 'atlassian', id: row.owner_id, displayName: row.owner_name };
    }
    if (row.owner_user_kind !== 'portal') return null;
    // A portal user's key works while they belong to the key's site, and reaches what they do.
    const person = await deps.portal.user(row.owner_id);
    if (person?.tenant_key !== row.tenant_key) return null;
    const templateUids = await deps.portal.invitedTemplateUids(row.tenant_key, row.owner_id);
    return {
      kind: 'portal',
      id: row.owner_id,
      displayName: row.owner_name,
      reach: { templateUids },
    };
  };

  return {
    accepts: (authorization) => apiKeyOf(authorization) !== null,
    async verify(authorization, request) {
      const key = apiKeyOf(authorization);
      if (!key || !isApiKeyShaped(key)) throw unauthorized('errors.apiKeyInvalid');
      const row = await deps.apiKeys.findActiveByHash(hashApiKey(key));
      if (!row) throw unauthorized('errors.apiKeyInvalid');
      const tenant = await deps.tenants.find(row.tenant_key);
      if (tenant?.state !== 'installed') throw unauthorized('errors.tenantInactive');
      const owner = await ownerOf(row);
      if (!owner) throw unauthorized('errors.apiKeyInvalid');
      await recordUse(row);
      return {
        ctx: apiKeyContext({
          site: tenant,
          key: { id: row.id, name: row.name, scope: row.scope },
          owner,
          locale: request.locale,
        }),
      };
    },
  };
}
