import { api } from '../../../lib/api-client';
import type { ApiKeyScope, CreatedApiKeyDto } from '../../../../shared/api-keys';
import { apiKeysPath, type ApiKeyOwner } from './list-api-keys';

/** POST /api/apikeys or /api/site/apikeys: a new key; its secret is in this answer only. */
export const createApiKey = (owner: ApiKeyOwner, input: { name: string; scope: ApiKeyScope }) =>
  api.post<CreatedApiKeyDto>(apiKeysPath(owner), input);
