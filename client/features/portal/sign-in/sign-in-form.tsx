/**
 * The portal's sign-in form on the modular Firebase SDK (FirebaseUI does not support
 * firebase 12): email and password (with sign-up and password reset), email link, phone and
 * Google. Messages and rules: docs/PRODUCT.md ("Validation", "Error catalogue", "Constants").
 * The form never navigates: after a short success step it hands the credential to
 * `onSignedIn`, and the login screen decides what comes next.
 */
import { useEffect, useRef, useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { isSignInWithEmailLink, type Auth, type UserCredential } from 'firebase/auth';
import { SIGN_IN } from './sign-in-constants';
import { useTestAuthHook } from './test-auth-hook';
import { EmailStep } from './email-step';
import { PasswordStep } from './password-step';
import { SignUpStep } from './sign-up-step';
import { ResetStep } from './reset-step';
import { EmailLinkStep } from './email-link-step';
import { EmailLinkFinishStep } from './email-link-finish-step';
import { PhoneStep } from './phone-step';
import { OtherMethods } from './other-methods';
import styles from './sign-in.module.css';

export interface SignInFormProps {
  /** Initialised; connected to the emulator already when `emulator` is true. */
  auth: Auth;
  /** Dev and tests: exposes `window.__testAuth` and turns off app verification for phone. */
  emulator: boolean;
  /** The invited address, prefilled. */
  defaultEmail?: string;
  /** An invitation asks to register: "Next" leads to creating an account (signing in stays a link away). */
  register?: boolean;
  /** Called once, after the success step (docs/PRODUCT.md: 1 s). */
  onSignedIn: (credential: UserCredential) => void;
}

type Step = 'start' | 'password' | 'signUp' | 'reset' | 'emailLink' | 'emailLinkFinish' | 'phone';

export function SignInForm({
  auth,
  emulator,
  defaultEmail,
  register = false,
  onSignedIn,
}: SignInFormProps): JSX.Element {
  const { t, i18n } = useTranslation();
  const [step, setStep] = useState<Step>(() =>
    isSignInWithEmailLink(auth, window.location.href) ? 'emailLinkFinish' : 'start',
  );
  const [email, setEmail] = useState(defaultEmail ?? '');
  const [credential, setCredential] = useState<UserCredential | null>(null);

  // The service's mails and text messages in the user's language.
  useEffect(() => {
    auth.languageCode = i18n.language;
  }, [auth, i18n.language]);
  useTestAuthHook(auth, emulator, setCredential);
  useSignedInAfterDelay(credential, onSignedIn);

  return (
    <div className={styles.card} data-testid="sign-in-form">
      {credential ? (
        <div className={styles.success} role="status" data-testid="sign-in-success">
          <span className={styles.check} aria-hidden="true">
            ✓
          </span>
          {t('signIn.success')}
        </div>
      ) : (
        renderStep()
      )}
    </div>
  );

  function renderStep(): JSX.Element {
    const start = () => setStep('start');
    switch (step) {
      case 'start':
        return (
          <>
            <EmailStep
              email={email}
              onEmailChange={setEmail}
              onNext={() => setStep(register ? 'signUp' : 'password')}
            />
            <OtherMethods auth={auth} onChoose={setStep} onCredential={setCredential} />
          </>
        );
      case 'password':
        return (
          <PasswordStep
            auth={auth}
            email={email.trim()}
            onChangeEmail={start}
            onCreateAccount={() => setStep('signUp')}
            onTrouble={() => setStep('reset')}
            onCredential={setCredential}
          />
        );
      case 'signUp':
        return (
          <SignUpStep
            auth={auth}
            email={email}
            onEmailChange={setEmail}
            onSignIn={() => setStep('password')}
            onCancel={start}
            onCredential={setCredential}
          />
        );
      case 'reset':
        return (
          <ResetStep
            auth={auth}
            email={email}
            onEmailChange={setEmail}
            onDone={() => setStep('password')}
          />
        );
      case 'emailLink':
        return <EmailLinkStep auth={auth} email={email} onEmailChange={setEmail} onBack={start} />;
      case 'emailLinkFinish':
        return <EmailLinkFinishStep auth={auth} onCredential={setCredential} onRestart={start} />;
      case 'phone':
        return (
          <PhoneStep auth={auth} emulator={emulator} onBack={start} onCredential={setCredential} />
        );
    }
  }
}

/** Shows the success step for its time, then hands over the credential (once). */
function useSignedInAfterDelay(
  credential: UserCredential | null,
  onSignedIn: (credential: UserCredential) => void,
): void {
  const latest = useRef(onSignedIn);
  useEffect(() => {
    latest.current = onSignedIn;
  });
  useEffect(() => {
    if (!credential) return;
    const timer = setTimeout(() => latest.current(credential), SIGN_IN.successScreenDelayMs);
    return () => clearTimeout(timer);
  }, [credential]);
}
