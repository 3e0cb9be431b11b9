/** Per-user preferences: every key the API knows, with its schema and default. */
import { z } from 'zod';
import { LANGUAGES } from './language';

export const PREFERENCES = {
  showCheckedTasks: { schema: z.boolean(), default: false },
  /** The person's own language; null: the site's default, else the browser's (shared/language.ts). */
  language: { schema: z.enum(LANGUAGES).nullable(), default: null },
} as const;

export type PreferenceKey = keyof typeof PREFERENCES;
export type PreferenceValue<K extends PreferenceKey> = z.infer<(typeof PREFERENCES)[K]['schema']>;

export const isPreferenceKey = (key: string): key is PreferenceKey =>
  Object.prototype.hasOwnProperty.call(PREFERENCES, key);
