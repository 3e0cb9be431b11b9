import { api } from '../lib/api-client';
import { withQuery } from '../lib/url';
import type { UserDto } from '../../shared/users';

/** GET /api/users?ids=: the people with these account ids (at most 50). */
export const getUsers = (ids: string[]) =>
  api.get<UserDto[]>(withQuery('/users', { ids: ids.join(',') }));
