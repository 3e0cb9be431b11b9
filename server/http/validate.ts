import { z, type ZodType } from 'zod';
import type { Language } from '../../shared/language';
import { validationFailed } from '../errors';

const ZOD_LOCALES = { en: z.locales.en(), de: z.locales.de() };

/**
 * Parses request input with a zod schema. Failures become a 400 `validation_failed` whose
 * messages are in the caller's language; nothing is changed.
 */
export function parseInput<S extends ZodType>(
  schema: S,
  value: unknown,
  language: Language,
): z.output<S> {
  const result = schema.safeParse(value, { error: ZOD_LOCALES[language].localeError });
  if (result.success) return result.data;
  throw validationFailed(
    result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}
