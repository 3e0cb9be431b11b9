import { z, type ZodType } from 'zod';
import type { Language } from '../../shared/language';
import { VALIDATION, type ValidationMessageKey } from '../../shared/validation-messages';
import { validationFailed } from '../errors';
import { translate } from '../i18n/translate';

const ZOD_LOCALES = { en: z.locales.en(), de: z.locales.de() };
const OWN_MESSAGES = new Set<string>(Object.values(VALIDATION));

/** zod's own checks speak through its locales; ours carry a message key (shared/validation-messages). */
function issueMessage(message: string, language: Language): string {
  return OWN_MESSAGES.has(message) ? translate(language, message as ValidationMessageKey) : message;
}

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
    result.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issueMessage(issue.message, language),
    })),
  );
}
