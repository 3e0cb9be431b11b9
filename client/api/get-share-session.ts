import { api } from '../lib/api-client';
import type { ShareSessionDto } from '../../shared/shares';

/** GET /api/share: the checklist and permission of the share link this page carries. */
export const getShareSession = () => api.get<ShareSessionDto>('/share');
