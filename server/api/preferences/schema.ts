/** What the preference routes take: a known key, and a value of that key's type. */
import { z } from 'zod';
import { isPreferenceKey, PREFERENCES, type PreferenceKey } from '../../../shared/preferences';
import { pathParam } from '../../http/endpoint';

const preferenceKey = z.string().refine(isPreferenceKey) as unknown as z.ZodType<PreferenceKey>;

export const preferenceParams = { key: pathParam(preferenceKey, 'errors.preferenceUnknown') };

export const readPreference = { params: preferenceParams };
export const setPreference = {
  params: preferenceParams,
  body: z.object({ value: z.unknown() }).strict(),
};

/** The value schema of one preference (checked once the key is known). */
export const preferenceValue = (key: PreferenceKey) =>
  z.object({ value: PREFERENCES[key].schema }).strict();
