import { api } from '../../../lib/api-client';
import type { PortalTenantDto } from '../../../../shared/invitations';

/** `getUserTenantKey`: the signed-in person's site; 404 when nobody invited them. */
export const getTenantKey = async (): Promise<string> =>
  (await api.get<PortalTenantDto>('/portal/tenant')).tenantKey;
