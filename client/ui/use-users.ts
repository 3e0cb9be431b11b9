import { useEffect, useState } from 'react';
import { getUsers } from '../api/get-users';
import type { UserDto } from '../../shared/users';

const cache = new Map<string, UserDto>();
/** Ids asked for whose answer came (found or not): only those may show as the raw id. */
const settled = new Set<string>();

/** What a name shows while it is being looked up: never the raw account id. */
export const NAME_PENDING = '…';

/** Display names of the given account ids (looked up once per page). */
export function useUsers(
  ids: (string | null | undefined)[],
): (id: string | null | undefined) => string {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))].filter(
    (id) => !cache.has(id) && !settled.has(id),
  );
  const key = wanted.sort().join(',');
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (!key) return;
    const batch = key.split(',').slice(0, 50);
    getUsers(batch).then(
      (users) => {
        for (const user of users) cache.set(user.id, user);
        for (const id of batch) settled.add(id);
        setVersion((v) => v + 1);
      },
      () => {
        for (const id of batch) settled.add(id);
        setVersion((v) => v + 1);
      },
    );
  }, [key]);
  return (id) => {
    if (!id) return '';
    const user = cache.get(id);
    if (user) return user.displayName;
    // Someone the site does not know (or the lookup failed): the id is all there is.
    return settled.has(id) ? id : NAME_PENDING;
  };
}
