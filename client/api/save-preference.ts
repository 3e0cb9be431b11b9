import { api } from '../lib/api-client';
import type { PreferenceKey, PreferenceValue } from '../../shared/preferences';

/** PUT /api/preferences/:key: saves the caller's own preference. */
export const savePreference = <K extends PreferenceKey>(key: K, value: PreferenceValue<K>) =>
  api.put<PreferenceValue<K>>(`/preferences/${key}`, { value });
