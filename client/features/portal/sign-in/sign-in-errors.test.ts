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
  const cases: [code: string, request: SignInRequest, text: string][] = [
    ['auth/email-already-in-use', 'signUp', 'The email address is already used by another account'],
    [
      'auth/too-many-requests',
      'password',
      'You have entered an incorrect password too many times. Please try again in a few minutes.',
    ],
    [
      'auth/too-many-requests',
      'signUp',
      'Too many account requests are coming from your IP address. Try again in a few minutes.',
    ],
    ['auth/too-many-requests', 'phoneNumber', 'This phone number has been used too many times'],
    ['auth/too-many-requests', 'phoneCode', 'This phone number has been used too many times'],
    [
      'auth/quota-exceeded',
      'phoneNumber',
      'Too many account requests are coming from your IP address. Try again in a few minutes.',
    ],
    ['auth/user-not-found', 'password', "That email address doesn't match an existing account"],
    ['auth/user-not-found', 'reset', "That email address doesn't match an existing account"],
    ['auth/wrong-password', 'password', "The email and password you entered don't match"],
    ['auth/invalid-credential', 'password', "The email and password you entered don't match"],
    [
      'auth/invalid-login-credentials',
      'password',
      "The email and password you entered don't match",
    ],
    ['auth/network-request-failed', 'google', 'A network error has occurred'],
    ['auth/invalid-verification-code', 'phoneCode', 'Wrong code. Try again.'],
    ['auth/code-expired', 'phoneCode', 'This code has expired.'],
    ['auth/invalid-verification-id', 'phoneCode', 'This code is no longer valid'],
    ['auth/missing-verification-code', 'phoneCode', 'This code is no longer valid'],
    [
      'auth/invalid-action-code',
      'emailLink',
      'The action code is invalid. This can happen if the code is malformed, expired, or has already been used.',
    ],
    [
      'auth/expired-action-code',
      'emailLink',
      'The action code is invalid. This can happen if the code is malformed, expired, or has already been used.',
    ],
    ['auth/user-token-expired', 'password', 'Your sign-in session has expired. Please try again.'],
    ['auth/requires-recent-login', 'signUp', 'Your sign-in session has expired. Please try again.'],
    [
      'auth/web-storage-unsupported',
      'emailLink',
      'The browser you are using does not support Web Storage. Please try again in a different browser.',
    ],
    [
      'auth/weak-password',
      'signUp',
      'Strong passwords have at least 6 characters and a mix of letters and numbers',
    ],
  ];
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
