import { type z, type ZodType } from 'zod';
import type { Language } from '../../shared/language';
import { VALIDATION, type ValidationMessageKey } from '../../shared/validation-messages';
import { validationFailed } from '../errors';
import type { MessageKey } from '../i18n/messages';
import { translate } from '../i18n/translate';

const OWN_MESSAGES = new Set<string>(Object.values(VALIDATION));

/** What a value of the wrong type should have been, in words. */
const EXPECTED: Partial<Record<string, MessageKey>> = {
  string: 'validation.mustBeText',
  number: 'validation.mustBeNumber',
  int: 'validation.mustBeNumber',
  boolean: 'validation.mustBeBoolean',
  array: 'validation.mustBeList',
  object: 'validation.mustBeObject',
  record: 'validation.mustBeObject',
};

/**
 * What a person reads at the field, always in our words and the caller's language (never
 * zod's own text, "expected string, received undefined"): our own checks carry a message key
 * (shared/validation-messages), every other check of zod has a message of ours.
 */
function issueMessage(issue: z.core.$ZodIssue, language: Language): string {
  if (OWN_MESSAGES.has(issue.message)) {
    return translate(language, issue.message as ValidationMessageKey);
  }
  if (issue.code === 'invalid_type') {
    // Parsed with `reportInput`: a field that was not sent has no `input`.
    if (issue.input === undefined) return translate(language, 'validation.missing');
    return translate(language, EXPECTED[issue.expected] ?? 'validation.invalid');
  }
  if (issue.code === 'invalid_value') {
    const values = issue.values.map((value) => JSON.stringify(value)).join(', ');
    return translate(language, 'validation.oneOf', { values });
  }
  if (issue.code === 'unrecognized_keys') {
    return translate(language, 'validation.unknownFields', { fields: issue.keys.join(', ') });
  }
  if (issue.code === 'too_small' && (issue.origin === 'number' || issue.origin === 'bigint')) {
    return translate(language, 'validation.atLeast', { count: Number(issue.minimum) });
  }
  if (issue.code === 'too_big' && (issue.origin === 'number' || issue.origin === 'bigint')) {
    return translate(language, 'validation.atMost', { count: Number(issue.maximum) });
  }
  if (issue.code === 'too_small' && issue.origin === 'array') {
    return translate(language, 'validation.tooFew', { count: Number(issue.minimum) });
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
  return translate(language, 'validation.invalid');
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
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  throw validationFailed(
    result.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issueMessage(issue, language),
    })),
  );
}
