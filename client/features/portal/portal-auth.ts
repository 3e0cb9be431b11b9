/**
 * Firebase Authentication for the portal, made once from the server's configuration
 * (GET /api/portal/config). Only the portal's screens load this module: the hosts' frames
 * never carry Firebase.
 */
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { getPortalConfig } from './api/get-portal-config';

export interface PortalAuth {
  auth: Auth;
  /** Development and tests: the Auth emulator (and the sign-in form's test hooks). */
  emulator: boolean;
}

let loading: Promise<PortalAuth> | undefined;

export function loadPortalAuth(): Promise<PortalAuth> {
  loading ??= (async () => {
    const config = await getPortalConfig();
    const app = initializeApp({
      apiKey: config.apiKey,
      authDomain: config.authDomain,
      projectId: config.projectId,
    });
    const auth = getAuth(app);
    if (config.emulatorUrl)
      connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
    return { auth, emulator: config.emulatorUrl !== null };
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}
