/**
 * The login page's states (seed section 4): `initializing` until Firebase knows whether someone
 * is signed in; `signedOut` (the login area); `noTenant` (signed in, but no site invited them);
 * `portal` (signed in with a tenant key). A sign-in made in the form is finished by
 * `completeSignIn` (createUser, acceptInvitation with the invite code, the tenant key), which
 * then goes to /web; a person already signed in when the page opens gets their tenant key.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { onAuthStateChanged, signOut, type User } from 'firebase/auth';
import { setBearerSource } from '../../lib/credentials';
import { setSignOutHandler } from '../../lib/sign-out';
import { tenantKeyAtom } from '../../state/atoms';
import { loadPortalAuth, type PortalAuth } from './portal-auth';
import { acceptInvitation } from './api/accept-invitation';
import { createPortalUser } from './api/create-portal-user';
import { getTenantKey } from './api/get-tenant-key';
import { useSiteStartUp } from './use-site-start-up';

export type PortalState =
  | { kind: 'initializing' }
  | { kind: 'failed' }
  | { kind: 'signedOut'; auth: PortalAuth }
  | { kind: 'noTenant'; auth: PortalAuth; user: User; reason?: string }
  | { kind: 'portal'; auth: PortalAuth; user: User };

export function usePortalSession(inviteCode: string | null) {
  const [state, setState] = useState<PortalState>({ kind: 'initializing' });
  const stateRef = useRef(state);
  stateRef.current = state;
  const setTenantKey = useSetAtom(tenantKeyAtom);
  const startSite = useSiteStartUp();
  const navigate = useNavigate();
  /** Set while the form's sign-in is being completed: the auth listener leaves it alone. */
  const completing = useRef(false);

  const enter = useCallback(
    async (auth: PortalAuth, user: User, reason?: string) => {
      try {
        const tenantKey = await getTenantKey();
        setTenantKey(tenantKey);
        await startSite();
        setState({ kind: 'portal', auth, user });
      } catch {
        setTenantKey(null);
        setState({ kind: 'noTenant', auth, user, ...(reason ? { reason } : {}) });
      }
    },
    [setTenantKey, startSite],
  );

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadPortalAuth().then(
      (auth) => {
        if (cancelled) return;
        setSignOutHandler(() => signOut(auth.auth));
        stop = onAuthStateChanged(auth.auth, (user) => {
          if (!user) {
            setBearerSource(null);
            setTenantKey(null);
            setState({ kind: 'signedOut', auth });
            return;
          }
          setBearerSource(() => user.getIdToken());
          // A sign-in in the form is finished by completeSignIn, after its success step.
          if (completing.current || stateRef.current.kind === 'signedOut') return;
          void enter(auth, user);
        });
      },
      () => !cancelled && setState({ kind: 'failed' }),
    );
    return () => {
      cancelled = true;
      stop?.();
      setSignOutHandler(null);
    };
  }, [enter, setTenantKey]);

  const completeSignIn = useCallback(
    async (auth: PortalAuth, user: User) => {
      completing.current = true;
      // A name given at sign-up (updateProfile) reaches the token only when it is refreshed.
      await user.getIdToken(true);
      setBearerSource(() => user.getIdToken());
      let reason: string | undefined;
      try {
        await createPortalUser();
        if (inviteCode) {
          try {
            await acceptInvitation(user.uid, inviteCode);
          } catch (error) {
            reason = error instanceof Error ? error.message : undefined;
          }
        }
        await enter(auth, user, reason);
        if (inviteCode) void navigate('/web', { replace: true });
      } finally {
        completing.current = false;
      }
    },
    [enter, inviteCode, navigate],
  );

  const signOutNow = useCallback(async () => {
    if (state.kind === 'initializing' || state.kind === 'failed') return;
    await signOut(state.auth.auth);
  }, [state]);

  return { state, completeSignIn, signOut: signOutNow };
}
