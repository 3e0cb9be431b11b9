/**
 * People signed in with the Auth emulator (docs/PORTAL.md): real Firebase ID tokens, made
 * through the emulator's REST API the way the client SDK makes them.
 */
import { randomUUID } from 'node:crypto';

const EMULATOR = 'http://127.0.0.1:9099';
const PROJECT = 'demo-checklists';
const API = `${EMULATOR}/identitytoolkit.googleapis.com/v1`;

export interface PortalPerson {
  uid: string;
  email: string;
  idToken: string;
  /** `Authorization` header value. */
  auth: string;
}

async function call<T>(path: string, body: object): Promise<T> {
  const response = await fetch(`${API}/${path}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A unique address per test run, so tests never meet each other's accounts. */
export const uniqueEmail = (name: string): string =>
  `${name}-${randomUUID().slice(0, 8)}@example.com`;

/** Signs up (e-mail and password) and returns the person with a fresh ID token. */
export async function signUpPortalPerson(
  email: string,
  displayName = email.split('@')[0] ?? email,
): Promise<PortalPerson> {
  const created = await call<{ localId: string; idToken: string }>('accounts:signUp', {
    email,
    password: 'secret123',
    returnSecureToken: true,
  });
  const updated = await call<{ idToken?: string }>('accounts:update', {
    idToken: created.idToken,
    displayName,
    returnSecureToken: true,
  });
  const idToken = updated.idToken ?? created.idToken;
  return { uid: created.localId, email, idToken, auth: `Bearer ${idToken}` };
}

/** A phone sign-in: a person without an e-mail address. */
export async function signInByPhone(phoneNumber: string): Promise<PortalPerson> {
  const { sessionInfo } = await call<{ sessionInfo: string }>('accounts:sendVerificationCode', {
    phoneNumber,
    recaptchaToken: 'ignored',
  });
  const codes = (await (
    await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT}/verificationCodes`)
  ).json()) as { verificationCodes: { sessionInfo: string; code: string }[] };
  const code = codes.verificationCodes.find((c) => c.sessionInfo === sessionInfo)?.code;
  const signedIn = await call<{ localId: string; idToken: string }>(
    'accounts:signInWithPhoneNumber',
    { sessionInfo, code },
  );
  return {
    uid: signedIn.localId,
    email: '',
    idToken: signedIn.idToken,
    auth: `Bearer ${signedIn.idToken}`,
  };
}
