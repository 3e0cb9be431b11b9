import { z } from 'zod';
import { text } from './fields';

/** A person as pickers and lists show them. */
export interface UserDto {
  id: string;
  displayName: string;
  avatarUrl: string | null;
}

export const usersQuerySchema = z
  .object({
    ids: text()
      .max(50 * 130)
      .transform((v) =>
        v
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().max(128)).min(1).max(50)),
  })
  .strict();

export const userSearchQuerySchema = z.object({ query: text().trim().min(1).max(100) }).strict();
