/**
 * What the form says when the Auth service refuses (docs/PRODUCT.md, "Error catalogue":
 * the sign-in messages), as keys under `signIn.errors` in the locale files.
 */

/** Every message the form shows, validation and service errors alike. */
export type SignInMessage =
  // Validation (docs/PRODUCT.md, "Validation").
  | 'emailMissing'
  | 'emailInvalid'
  | 'passwordMissing'
  | 'passwordTooShort'
  | 'nameMissing'
  | 'phoneInvalid'
  | 'codeWrong'
  // The service's answers.
  | 'emailInUse'
  | 'tooManyPasswordAttempts'
  | 'emailNotFound'
  | 'credentialsMismatch'
  | 'network'
  | 'codeExpired'
  | 'codeNoLongerValid'
  | 'actionCodeInvalid'
  | 'sessionExpired'
  | 'tooManyRequestsFromIp'
  | 'phoneUsedTooOften'
  | 'webStorageUnsupported'
  | 'popupBlocked'
  | 'generic';

/** The request that failed: a few codes mean different things in different places. */
export type SignInRequest =
  'password' | 'signUp' | 'reset' | 'emailLink' | 'phoneNumber' | 'phoneCode' | 'google';

/** Codes that mean the same wherever they come from. */
const MESSAGE_BY_CODE: Readonly<Record<string, SignInMessage>> = {
  'auth/email-already-in-use': 'emailInUse',
  'auth/account-exists-with-different-credential': 'emailInUse',
  'auth/credential-already-in-use': 'emailInUse',
  'auth/user-not-found': 'emailNotFound',
  'auth/wrong-password': 'credentialsMismatch',
  'auth/invalid-credential': 'credentialsMismatch',
  'auth/invalid-login-credentials': 'credentialsMismatch',
  'auth/invalid-email': 'emailInvalid',
  'auth/missing-email': 'emailMissing',
  'auth/missing-password': 'passwordMissing',
  'auth/weak-password': 'passwordTooShort',
  'auth/network-request-failed': 'network',
  'auth/timeout': 'network',
  'auth/invalid-phone-number': 'phoneInvalid',
  'auth/missing-phone-number': 'phoneInvalid',
  'auth/invalid-verification-code': 'codeWrong',
  'auth/code-expired': 'codeExpired',
  'auth/session-expired': 'codeExpired',
  'auth/invalid-verification-id': 'codeNoLongerValid',
  'auth/missing-verification-id': 'codeNoLongerValid',
  'auth/missing-verification-code': 'codeNoLongerValid',
  'auth/invalid-action-code': 'actionCodeInvalid',
  'auth/expired-action-code': 'actionCodeInvalid',
  'auth/user-token-expired': 'sessionExpired',
  'auth/requires-recent-login': 'sessionExpired',
  'auth/web-storage-unsupported': 'webStorageUnsupported',
  'auth/popup-blocked': 'popupBlocked',
};

/** The user closed Google's popup or started another one: nothing went wrong. */
const CANCELLED = new Set([
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
]);

/** The Firebase error code (`auth/…`) of a rejection, or null for anything else. */
export function firebaseErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  return typeof error.code === 'string' ? error.code : null;
}

/**
 * The message for a failed request, or null when there is nothing to say (a closed popup).
 * Throttling reads differently by request: after wrong passwords it is the password; for a
 * text message it is the number; anywhere else it is the caller's address.
 */
export function signInErrorMessage(error: unknown, request: SignInRequest): SignInMessage | null {
  const code = firebaseErrorCode(error);
  if (code === null) return 'generic';
  if (CANCELLED.has(code)) return null;
  const phone = request === 'phoneNumber' || request === 'phoneCode';
  if (code === 'auth/too-many-requests') {
    if (request === 'password') return 'tooManyPasswordAttempts';
    return phone ? 'phoneUsedTooOften' : 'tooManyRequestsFromIp';
  }
  if (code === 'auth/quota-exceeded') return 'tooManyRequestsFromIp';
  return MESSAGE_BY_CODE[code] ?? 'generic';
}
