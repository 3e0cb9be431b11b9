/** What the people routes take. */
import { userSearchQuerySchema, usersQuerySchema } from '../../../shared/users';

export const lookupPeople = { query: usersQuerySchema };
export const searchPeople = { query: userSearchQuerySchema };
