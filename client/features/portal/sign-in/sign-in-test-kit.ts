/**
 * What the form's component tests share: a stand-in `Auth` (the real one needs a browser
 * and a server; the flows against the real emulator are checked in a browser) and results.
 * The `firebase/auth` functions themselves are mocked in each test file (vi.mock hoists).
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { Auth, ConfirmationResult, UserCredential } from 'firebase/auth';

export function fakeAuth({ emulator = true } = {}): Auth {
  const auth = {
    languageCode: null,
    settings: { appVerificationDisabledForTesting: false },
    emulatorConfig: emulator
      ? { host: '127.0.0.1', port: 9099, protocol: 'http', options: { disableWarnings: true } }
      : null,
  };
  return auth as unknown as Auth;
}

export function fakeCredential(uid = 'user-1'): UserCredential {
  return { user: { uid }, providerId: null, operationType: 'signIn' } as unknown as UserCredential;
}

export function fakeConfirmation(confirm: (code: string) => Promise<UserCredential>) {
  return { verificationId: 'verification-1', confirm } as unknown as ConfirmationResult;
}

/** A Firebase-like rejection. */
export function authError(code: string): Error {
  return Object.assign(new Error(code), { code });
}

/** With fake timers: lets pending promises and zero-delay timers run. */
export async function settle(ms = 0): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}
