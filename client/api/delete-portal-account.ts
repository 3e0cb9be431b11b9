import { api } from '../lib/api-client';

/** DELETE /api/portal/account: a portal person erases their own account (docs/PORTAL.md). */
export const deletePortalAccount = () => api.delete<null>('/portal/account');
