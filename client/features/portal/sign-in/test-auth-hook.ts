/**
 * A test-only sign-in with Google for the Auth emulator (../shared/design/platform.md,
 * "Portal sign-in"): Google's popup cannot load offline, so end-to-end tests call
 * `window.__testAuth.fakeGoogle(claims)`, which signs in with a fake Google ID token the
 * emulator accepts. It exists only while the form runs against the emulator: production
 * never has it (and would refuse the unsigned token anyway).
 */
import { useEffect } from 'react';
import {
  GoogleAuthProvider,
  signInWithCredential,
  type Auth,
  type UserCredential,
} from 'firebase/auth';

/** The claims of the fake Google ID token: `sub` names the Google account. */
export interface FakeGoogleClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

export interface TestAuthHook {
  /** Signs in as that Google account; the form then shows its success step as usual. */
  fakeGoogle: (claims: FakeGoogleClaims) => Promise<void>;
}

declare global {
  interface Window {
    __testAuth?: TestAuthHook;
  }
}

export function useTestAuthHook(
  auth: Auth,
  emulator: boolean,
  onCredential: (credential: UserCredential) => void,
): void {
  useEffect(() => {
    // Both must say so: the caller's flag and an Auth actually connected to the emulator.
    if (!emulator || !auth.emulatorConfig) return;
    const hook: TestAuthHook = {
      async fakeGoogle(claims) {
        const token = GoogleAuthProvider.credential(JSON.stringify(claims));
        onCredential(await signInWithCredential(auth, token));
      },
    };
    window.__testAuth = hook;
    return () => {
      if (window.__testAuth === hook) delete window.__testAuth;
    };
  }, [auth, emulator, onCredential]);
}
