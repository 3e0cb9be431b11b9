/**
 * Firebase ID tokens of portal users (docs/PORTAL.md), verified with firebase-admin: Google's
 * signature, the project as audience, expiry. With the Auth emulator (development and tests
 * only: config.ts refuses it in production) firebase-admin accepts the emulator's unsigned
 * tokens and looks the user up in the emulator.
 */
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Config } from '../config';
import { unauthorized } from '../errors';

/** A signed-in person as their ID token names them. */
export interface FirebaseUser {
  uid: string;
  /** Lower-cased; null for a phone sign-in. */
  email: string | null;
  name: string | null;
  picture: string | null;
}

export interface FirebaseTokens {
  verify(idToken: string): Promise<FirebaseUser>;
  /**
   * The person as Firebase has them now: a name given right after sign-up reaches their ID
   * token only once it is refreshed, so `createUser` asks Firebase itself.
   */
  profile(person: FirebaseUser): Promise<FirebaseUser>;
  /** Deletes the person's Firebase account (their own request); one already gone is fine. */
  deleteAccount(uid: string): Promise<void>;
  close(): Promise<void>;
}

export function createFirebaseTokens(config: Config['firebase']): FirebaseTokens {
  // firebase-admin reads the emulator's address from the environment only.
  if (config.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = config.emulatorHost;
  let app: App | undefined;
  const auth = () => {
    app ??= initializeApp({ projectId: config.projectId }, `checklists-${randomUUID()}`);
    return getAuth(app);
  };
  return {
    async verify(idToken) {
      let decoded;
      try {
        decoded = await auth().verifyIdToken(idToken);
      } catch {
        throw unauthorized();
      }
      return {
        uid: decoded.uid,
        email: typeof decoded.email === 'string' ? decoded.email.toLowerCase() : null,
        name: typeof decoded.name === 'string' ? decoded.name : null,
        picture: typeof decoded.picture === 'string' ? decoded.picture : null,
      };
    },
    async profile(person) {
      try {
        const record = await auth().getUser(person.uid);
        return {
          uid: record.uid,
          email: record.email?.toLowerCase() ?? person.email,
          name: record.displayName ?? person.name,
          picture: record.photoURL ?? person.picture,
        };
      } catch {
        return person;
      }
    },
    async deleteAccount(uid) {
      try {
        await auth().deleteUser(uid);
      } catch (error) {
        if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      }
    },
    async close() {
      if (app) await deleteApp(app);
    },
  };
}

/** `Bearer <Firebase ID token>`: a JWT, told apart from API keys (`ck_…`) by its shape. */
export function firebaseTokenOf(authorization: string): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/i.exec(authorization);
  return match?.[1] ?? null;
}
