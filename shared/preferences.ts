/** Per-user preferences: every key the API knows, with its schema and default. */
import { z } from 'zod';

export const PREFERENCES = {
  showCheckedTasks: { schema: z.boolean(), default: false },
} as const;

export type PreferenceKey = keyof typeof PREFERENCES;
export type PreferenceValue<K extends PreferenceKey> = z.infer<(typeof PREFERENCES)[K]['schema']>;

export const isPreferenceKey = (key: string): key is PreferenceKey =>
  Object.prototype.hasOwnProperty.call(PREFERENCES, key);
