import { api } from '../../../lib/api-client';
import type { PortalConfigDto } from '../../../../shared/invitations';

/** GET /api/portal/config: how the sign-in reaches Firebase (and the emulator, in development). */
export const getPortalConfig = () => api.get<PortalConfigDto>('/portal/config');
