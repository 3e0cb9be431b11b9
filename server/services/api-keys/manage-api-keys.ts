/**
 * /api/apikeys (the caller's own keys) and /api/site/apikeys (the site's keys, site admins):
 * list, create (the secret is answered once and never stored) and revoke. Keys are not
 * checklist events: managing them writes no audit events.
 */
import type { RequestContext } from '../../auth/request-context';
import type { Repositories } from '../../db/unit-of-work';
import type { ApiKeyOwner, ApiKeyRow } from '../../db/repositories/api-keys-repository';
import type { ApiKeyScope } from '../../../shared/api-keys';
import { newApiKeySecret } from '../../auth/api-key-secret';
import { authorize, SITE } from '../../policies/authorize';
import { conflict, notFound } from '../../errors';
import { nowIso } from '../../db/clock';
import { newUid } from '../../lib/ids';

/** Whose keys a request manages. */
export type KeyRing = 'own' | 'site';

/** Active keys one owner (a person, or the site) may hold. */
export const API_KEYS_MAX = 50;

export interface NewApiKeyInput {
  name: string;
  scope: ApiKeyScope;
}

export interface CreatedApiKey {
  row: ApiKeyRow;
  /** The whole key: answered once, stored only as its hash. */
  secret: string;
}

type Deps = { repos: Pick<Repositories, 'apiKeys'> };

/** Authorizes the caller for the ring and names its owner. */
function ownerFor(ctx: RequestContext, ring: KeyRing): ApiKeyOwner {
  if (ring === 'site') {
    authorize(ctx, 'apiKeys.site', SITE);
    return { kind: 'site' };
  }
  authorize(ctx, 'apiKeys.own', SITE);
  return { kind: 'user', id: ctx.user.id };
}

export async function listApiKeys(
  deps: Deps,
  ctx: RequestContext,
  ring: KeyRing,
): Promise<ApiKeyRow[]> {
  return deps.repos.apiKeys.listActive(ctx.tenantKey, ownerFor(ctx, ring));
}

export async function createApiKey(
  deps: Deps,
  ctx: RequestContext,
  ring: KeyRing,
  input: NewApiKeyInput,
): Promise<CreatedApiKey> {
  const owner = ownerFor(ctx, ring);
  if ((await deps.repos.apiKeys.countActive(ctx.tenantKey, owner)) >= API_KEYS_MAX) {
    throw conflict('errors.apiKeyLimit', { max: API_KEYS_MAX });
  }
  const { secret, prefix, secretHash } = newApiKeySecret();
  const row: ApiKeyRow = {
    id: newUid(),
    tenant_key: ctx.tenantKey,
    owner_kind: owner.kind,
    owner_id: owner.kind === 'user' ? owner.id : null,
    owner_user_kind: owner.kind === 'user' ? ctx.user.kind : null,
    // The name as it was when the key was made (the column holds 255 characters).
    owner_name: owner.kind === 'user' ? (ctx.user.displayName?.slice(0, 255) ?? null) : null,
    name: input.name,
    prefix,
    secret_hash: secretHash,
    scope: input.scope,
    created_by: ctx.user.id,
    created_at: nowIso(),
    last_used_at: null,
    revoked_at: null,
  };
  await deps.repos.apiKeys.insert(row);
  return { row, secret };
}

/** Revokes one of the ring's keys at once; another person's key is a 404, like none. */
export async function revokeApiKey(
  deps: Deps,
  ctx: RequestContext,
  ring: KeyRing,
  id: string,
): Promise<void> {
  const owner = ownerFor(ctx, ring);
  if (!(await deps.repos.apiKeys.revoke(ctx.tenantKey, owner, id, nowIso()))) {
    throw notFound('errors.apiKeyNotFound');
  }
}
