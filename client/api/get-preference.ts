import { api } from '../lib/api-client';
import type { PreferenceKey, PreferenceValue } from '../../shared/preferences';

/** GET /api/preferences/:key: the caller's own preference (its default until they set it). */
export const getPreference = <K extends PreferenceKey>(key: K) =>
  api.get<PreferenceValue<K>>(`/preferences/${key}`);
