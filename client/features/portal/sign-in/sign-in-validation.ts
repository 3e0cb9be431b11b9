/**
 * The sign-in widget's field rules (docs/PRODUCT.md, "Validation"): each returns the message
 * to show (a key under `signIn.errors`) or null when the value is fine.
 */
import type { SignInMessage } from './sign-in-errors';
import { EMAIL_PATTERN, PHONE_NUMBER_PATTERN, SIGN_IN } from './sign-in-constants';

export function emailError(value: string): SignInMessage | null {
  const email = value.trim();
  if (email === '') return 'emailMissing';
  return EMAIL_PATTERN.test(email) ? null : 'emailInvalid';
}

/** Signing in: any password the account has (the service decides whether it matches). */
export function passwordError(value: string): SignInMessage | null {
  return value === '' ? 'passwordMissing' : null;
}

/**
 * Choosing a password: the service enforces the minimum length; letters and numbers are
 * only recommended (the hint says so), as the service does not enforce them either.
 */
export function newPasswordError(value: string): SignInMessage | null {
  if (value === '') return 'passwordMissing';
  return value.length < SIGN_IN.minPasswordLength ? 'passwordTooShort' : null;
}

export function accountNameError(value: string): SignInMessage | null {
  return value.trim() === '' ? 'nameMissing' : null;
}

/** "+49 (151) 234-567 89" → "+4915123456789": what the service takes. */
export function normalizePhoneNumber(value: string): string {
  return value.replace(/[\s().\-/]/g, '');
}

export function phoneNumberError(value: string): SignInMessage | null {
  return PHONE_NUMBER_PATTERN.test(normalizePhoneNumber(value)) ? null : 'phoneInvalid';
}

/** The code the service sent by text message: exactly six digits, spaces ignored. */
export function phoneCodeError(value: string): SignInMessage | null {
  const code = value.replace(/\s/g, '');
  return code.length === SIGN_IN.phoneCodeLength && /^\d+$/.test(code) ? null : 'codeWrong';
}
