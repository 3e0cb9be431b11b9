import { api } from '../lib/api-client';
import type { MeDto } from '../../shared/me';

/** GET /api/me: who the server thinks the caller is, and whether they administer the site. */
export const getMe = () => api.get<MeDto>('/me');
