import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.features.json';
import de from '../../../locales/de.features.json';
import {
  firebaseErrorCode,
  signInErrorMessage,
  type SignInMessage,
  type SignInRequest,
} from './sign-in-errors';

const failure = (code: string) => Object.assign(new Error(code), { code });
const english = (message: SignInMessage | null) =>
  message === null ? null : en.signIn.errors[message].replace('{{min}}', '6');

describe('the Auth service’s errors as the spec words them (docs/PRODUCT.md, "Error catalogue")', () => {
  /** Each text, with the failures (code and request) that must say it. */
  const texts: Record<string, [code: string, request: SignInRequest][]> = {
    'The email address is already used by another account': [
      ['auth/email-already-in-use', 'signUp'],
    ],
    'You have entered an incorrect password too many times. Please try again in a few minutes.': [
      ['auth/too-many-requests', 'password'],
    ],
    'Too many account requests are coming from your IP address. Try again in a few minutes.': [
      ['auth/too-many-requests', 'signUp'],
      ['auth/quota-exceeded', 'phoneNumber'],
    ],
    'This phone number has been used too many times': [
      ['auth/too-many-requests', 'phoneNumber'],
      ['auth/too-many-requests', 'phoneCode'],
    ],
    "That email address doesn't match an existing account": [
      ['auth/user-not-found', 'password'],
      ['auth/user-not-found', 'reset'],
    ],
    "The email and password you entered don't match": [
      ['auth/wrong-password', 'password'],
      ['auth/invalid-credential', 'password'],
      ['auth/invalid-login-credentials', 'password'],
    ],
    'A network error has occurred': [['auth/network-request-failed', 'google']],
    'Wrong code. Try again.': [['auth/invalid-verification-code', 'phoneCode']],
    'This code has expired.': [['auth/code-expired', 'phoneCode']],
    'This code is no longer valid': [
      ['auth/invalid-verification-id', 'phoneCode'],
      ['auth/missing-verification-code', 'phoneCode'],
    ],
    'The action code is invalid. This can happen if the code is malformed, expired, or has already been used.':
      [
        ['auth/invalid-action-code', 'emailLink'],
        ['auth/expired-action-code', 'emailLink'],
      ],
    'Your sign-in session has expired. Please try again.': [
      ['auth/user-token-expired', 'password'],
      ['auth/requires-recent-login', 'signUp'],
    ],
    'The browser you are using does not support Web Storage. Please try again in a different browser.':
      [['auth/web-storage-unsupported', 'emailLink']],
    'Strong passwords have at least 6 characters and a mix of letters and numbers': [
      ['auth/weak-password', 'signUp'],
    ],
  };
  const cases = Object.entries(texts).flatMap(([text, failures]) =>
    failures.map(([code, request]) => [code, request, text] as const),
  );
  it.each(cases)('%s during %s', (code, request, text) => {
    expect(english(signInErrorMessage(failure(code), request))).toBe(text);
  });

  it('say something generic for codes they do not know and for errors without a code', () => {
    expect(signInErrorMessage(failure('auth/internal-error'), 'google')).toBe('generic');
    expect(signInErrorMessage(new Error('boom'), 'password')).toBe('generic');
    expect(signInErrorMessage('boom', 'password')).toBe('generic');
    expect(english('generic')).toBe('Something went wrong while signing in. Please try again.');
  });

  it('say nothing when the user closed Google’s popup', () => {
    expect(signInErrorMessage(failure('auth/popup-closed-by-user'), 'google')).toBeNull();
    expect(signInErrorMessage(failure('auth/cancelled-popup-request'), 'google')).toBeNull();
  });

  it('read the code of Firebase errors only', () => {
    expect(firebaseErrorCode(failure('auth/x'))).toBe('auth/x');
    expect(firebaseErrorCode({ code: 42 })).toBeNull();
    expect(firebaseErrorCode(null)).toBeNull();
  });

  it('have every message in English and German', () => {
    expect(Object.keys(de.signIn.errors).sort()).toEqual(Object.keys(en.signIn.errors).sort());
    expect(de.signIn.errors.codeWrong).toBe('Falscher Code. Versuchen Sie es noch einmal.');
  });
});
