/** API keys as the API sends them: never the secret's hash; the secret only once, on creation. */
import type { ApiKeyRow } from '../db/repositories/api-keys-repository';
import type { ApiKeyDto, CreatedApiKeyDto } from '../../shared/api-keys';
import type { RequestContext } from '../auth/request-context';
import type { ApiKeyCallerDto } from '../../shared/me';
import { presentCaller } from './me-presenter';

export function presentApiKey(row: ApiKeyRow): ApiKeyDto {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scope: row.scope,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    // A person's key: its owner made it. A site key: the admin who made it (the client
    // names them as it names every person of the site).
    createdBy: {
      id: row.created_by,
      displayName: row.owner_kind === 'user' ? row.owner_name : null,
    },
  };
}

export function presentCreatedApiKey(created: {
  row: ApiKeyRow;
  secret: string;
}): CreatedApiKeyDto {
  return { apiKey: presentApiKey(created.row), secret: created.secret };
}

/**
 * GET /api/v1/me: whom the key acts as, whether its owner administers the site (`isAdmin`),
 * and the key, with whether calls with it have admin rights (only a site key's do).
 */
export function presentApiKeyCaller(ctx: RequestContext, ownerIsAdmin: boolean): ApiKeyCallerDto {
  if (ctx.credential !== 'apiKey') throw new Error('/api/v1 is only reached with an API key');
  return {
    ...presentCaller(ctx),
    isAdmin: ownerIsAdmin,
    apiKey: { ...ctx.apiKey, actsAsAdmin: ctx.isAdmin },
  };
}
