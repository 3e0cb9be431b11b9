import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Spinner from '@atlaskit/spinner';
import { signInWithEmailLink, type Auth, type UserCredential } from 'firebase/auth';
import { emailError } from './sign-in-validation';
import { useSignInRequest } from './use-sign-in-request';
import {
  forgetEmailForLink,
  recallEmailForLink,
  removeEmailLinkParams,
} from './email-link-storage';
import { StepHeading } from './sign-in-parts';
import { EmailField, StepActions, useFieldError } from './step-actions';
import styles from './sign-in.module.css';

/**
 * The page was opened from an email sign-in link: completes it with the address remembered
 * in this browser, or asks for it (a link opened in another browser). A refused link (spent,
 * expired, malformed) says so; "Back to sign in" drops it.
 */
export function EmailLinkFinishStep({
  auth,
  onCredential,
  onRestart,
}: {
  auth: Auth;
  onCredential: (credential: UserCredential) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const [remembered] = useState(recallEmailForLink);
  const [automatic, setAutomatic] = useState(remembered !== null);
  const [email, setEmail] = useState(remembered ?? '');
  const field = useFieldError();
  const request = useSignInRequest();
  const { run } = request;

  const finish = useCallback(
    async (address: string) => {
      const link = window.location.href;
      const credential = await run('emailLink', () => signInWithEmailLink(auth, address, link));
      if (!credential) return false;
      forgetEmailForLink();
      removeEmailLinkParams();
      onCredential(credential);
      return true;
    },
    [auth, onCredential, run],
  );

  // Once per page load, not again on a re-render (or StrictMode's second effect run).
  const started = useRef(false);
  useEffect(() => {
    if (remembered === null || started.current) return;
    started.current = true;
    void finish(remembered).then((done) => {
      if (!done) setAutomatic(false);
    });
  }, [finish, remembered]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (field.passes(emailError(email))) await finish(email.trim());
  };
  const restart = () => {
    removeEmailLinkParams();
    onRestart();
  };

  if (automatic)
    return (
      <div className={styles.busy} role="status" data-testid="sign-in-link-completing">
        {request.showSpinner && <Spinner size="small" label={t('signIn.emailLink.completing')} />}
        <span>{t('signIn.emailLink.completing')}</span>
      </div>
    );
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('signIn.emailLink.confirmTitle')}
    >
      <StepHeading
        title={t('signIn.emailLink.confirmTitle')}
        intro={t('signIn.emailLink.confirmIntro')}
      />
      <EmailField autoFocus value={email} onChange={field.editing(setEmail)} error={field.error} />
      <StepActions
        request={request}
        back={{ label: t('signIn.emailLink.restart'), onClick: restart, testId: 'sign-in-back' }}
        submitLabel={t('signIn.emailLink.confirmSubmit')}
      />
    </form>
  );
}
