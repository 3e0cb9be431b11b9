import { useEffect, useState } from 'react';
import { getUsers } from '../api/get-users';
import type { UserDto } from '../../shared/users';

const cache = new Map<string, UserDto>();

/** Display names of the given account ids (looked up once per page). */
export function useUsers(
  ids: (string | null | undefined)[],
): (id: string | null | undefined) => string {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))].filter(
    (id) => !cache.has(id),
  );
  const key = wanted.sort().join(',');
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (!key) return;
    const batch = key.split(',').slice(0, 50);
    getUsers(batch).then(
      (users) => {
        for (const user of users) cache.set(user.id, user);
        setVersion((v) => v + 1);
      },
      () => undefined,
    );
  }, [key]);
  return (id) => (id ? (cache.get(id)?.displayName ?? id) : '');
}
