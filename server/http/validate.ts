import { z, type ZodType } from 'zod';
import type { Language } from '../../shared/language';
import { VALIDATION, type ValidationMessageKey } from '../../shared/validation-messages';
import { validationFailed } from '../errors';
import { translate } from '../i18n/translate';

const ZOD_LOCALES = { en: z.locales.en(), de: z.locales.de() };
const OWN_MESSAGES = new Set<string>(Object.values(VALIDATION));

/**
 * What a person reads at the field: our own checks carry a message key
 * (shared/validation-messages); the length checks of text and lists, the most common ones,
 * are said in words; zod's other checks speak through its locales.
 */
function issueMessage(issue: z.core.$ZodIssue, language: Language): string {
  if (OWN_MESSAGES.has(issue.message)) {
    return translate(language, issue.message as ValidationMessageKey);
  }
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return Number(issue.minimum) <= 1
      ? translate(language, 'validation.required')
      : translate(language, 'validation.tooShort', { count: Number(issue.minimum) });
  }
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return translate(language, 'validation.tooLong', { count: Number(issue.maximum) });
  }
  if (issue.code === 'too_big' && issue.origin === 'array') {
    return translate(language, 'validation.tooMany', { count: Number(issue.maximum) });
  }
  return issue.message;
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
      message: issueMessage(issue, language),
    })),
  );
}
