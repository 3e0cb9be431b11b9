/**
 * The portal's login page (seed: "Web portal login screen"), around every portal route: the
 * states of use-portal-session.ts, and the portal itself (header and the routed screen) once
 * the signed-in person has a tenant key. Loaded on its own: Firebase comes with it.
 */
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../ui/loading';
import { SignInForm } from './sign-in/sign-in-form';
import { usePortalSession } from './use-portal-session';
import { useInvitation } from './use-invitation';
import { LoginLayout } from './login-layout';
import { Welcome } from './welcome';
import { NoTenant } from './no-tenant';
import { PortalHeader } from './portal-header';
import styles from './portal.module.css';

export default function PortalGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const inviteCode = search.get('inviteCode');
  const invitation = useInvitation(inviteCode);
  const { state, completeSignIn, signOut } = usePortalSession(inviteCode);

  if (state.kind === 'portal')
    return (
      <>
        <PortalHeader user={state.user} onLogout={() => void signOut()} />
        {children}
      </>
    );
  return (
    <LoginLayout>
      {state.kind === 'initializing' && (
        <div data-testid="portal-checking">
          <Loading label={t('portal.checking')} />
          <p className={styles.text}>{t('portal.checking')}</p>
        </div>
      )}
      {state.kind === 'failed' && (
        <p className={styles.error} role="alert">
          {t('portal.unavailable')}
        </p>
      )}
      {state.kind === 'signedOut' && (
        <>
          <Welcome invitation={invitation} />
          {invitation.kind !== 'loading' && (
            <SignInForm
              auth={state.auth.auth}
              emulator={state.auth.emulator}
              defaultEmail={invitation.kind === 'valid' ? invitation.invitation.email : undefined}
              register={invitation.kind === 'valid'}
              onSignedIn={(credential) => void completeSignIn(state.auth, credential.user)}
            />
          )}
        </>
      )}
      {state.kind === 'noTenant' && (
        <NoTenant invitation={invitation} reason={state.reason} onTryAgain={() => void signOut()} />
      )}
    </LoginLayout>
  );
}
