import { useEffect, useState } from 'react';
import { getUsers } from '../api/get-users';
import type { UserDto } from '../../shared/users';

const cache = new Map<string, UserDto>();
/** Ids the server was asked about and did not know (or the lookup failed): shown as they are. */
const unknown = new Set<string>();

/** What a name shows while its lookup runs: never the raw account id, which then flashes. */
export const NAME_LOADING = '…';

/** Display names of the given account ids (looked up once per page). */
export function useUsers(
  ids: (string | null | undefined)[],
): (id: string | null | undefined) => string {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))].filter(
    (id) => !cache.has(id) && !unknown.has(id),
  );
  const key = wanted.sort().join(',');
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (!key) return;
    const batch = key.split(',').slice(0, 50);
    const settle = (users: UserDto[]) => {
      for (const user of users) cache.set(user.id, user);
      for (const id of batch) if (!cache.has(id)) unknown.add(id);
      setVersion((v) => v + 1);
    };
    getUsers(batch).then(settle, () => settle([]));
  }, [key]);
  return (id) => {
    if (!id) return '';
    const user = cache.get(id);
    if (user) return user.displayName;
    return unknown.has(id) ? id : NAME_LOADING;
  };
}
