import { api } from '../../../lib/api-client';

/** `createUser`: records the signed-in person (their name, e-mail and photo) on the server. */
export const createPortalUser = () => api.post<void>('/portal/users');
