import { api } from '../../../lib/api-client';
import { apiPath } from '../../../lib/url';
import { apiKeysPath, type ApiKeyOwner } from './list-api-keys';

/** DELETE /api/apikeys/:id or /api/site/apikeys/:id: the key stops working at once. */
export const revokeApiKey = (owner: ApiKeyOwner, id: string) =>
  api.delete<void>(`${apiKeysPath(owner)}${apiPath`/${id}`}`);
