import { api } from '../../../lib/api-client';
import type { ApiKeyDto } from '../../../../shared/api-keys';

/** Whose keys a screen manages: the signed-in user's own, or the site's (site admins). */
export type ApiKeyOwner = 'user' | 'site';

/** The collection's path for `owner`: `/apikeys` or `/site/apikeys`. */
export const apiKeysPath = (owner: ApiKeyOwner) =>
  owner === 'site' ? '/site/apikeys' : '/apikeys';

/** GET /api/apikeys or /api/site/apikeys: the owner's keys (never their secrets). */
export const listApiKeys = (owner: ApiKeyOwner) =>
  api.get<{ apiKeys: ApiKeyDto[] }>(apiKeysPath(owner)).then((answer) => answer.apiKeys);
