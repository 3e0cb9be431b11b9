import { api } from '../lib/api-client';
import { callerPermissionsAtom } from '../state/atoms';
import { useLoadedOnce } from '../state/load-once';
import type { CallerPermissions, MeDto } from '../../shared/me';

/** GET /api/me: who the server recognised, and what they may do on the site. */
export const getMe = () => api.get<MeDto>('/me');

const loadPermissions = (): Promise<CallerPermissions> => getMe().then((me) => me.permissions);

/**
 * What the caller may do on the site, asked once per page when first needed; null until the
 * answer is there (or when it could not be had): what depends on it stays hidden until then.
 */
export const useCallerPermissions = (): CallerPermissions | null =>
  useLoadedOnce(callerPermissionsAtom, loadPermissions).value;
