import { api } from '../lib/api-client';
import { withQuery } from '../lib/url';
import type { UserDto } from '../../shared/users';

/** GET /api/users/search?query=: people of the site whose name matches. */
export const searchUsers = (query: string) =>
  api.get<UserDto[]>(withQuery('/users/search', { query }));
