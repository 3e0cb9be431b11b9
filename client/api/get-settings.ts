import { api } from '../lib/api-client';
import type { GlobalSettings } from '../../shared/settings';

/** GET /api/settings: the site's global settings with their version. */
export const getSettings = () => api.get<GlobalSettings>('/settings');
