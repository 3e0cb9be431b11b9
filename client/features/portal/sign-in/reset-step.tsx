import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import { sendPasswordResetEmail, type Auth } from 'firebase/auth';
import type { SignInMessage } from './sign-in-errors';
import { emailError } from './sign-in-validation';
import { useSignInRequest } from './use-sign-in-request';
import { withoutEmailLinkParams } from './email-link-storage';
import { Field, LinkButton, RequestError, StepHeading, SubmitButton } from './sign-in-parts';
import styles from './sign-in.module.css';

/** "Trouble signing in?": a reset email, then "Check your email". */
export function ResetStep({
  auth,
  email,
  onEmailChange,
  onDone,
}: {
  auth: Auth;
  email: string;
  onEmailChange: (email: string) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<SignInMessage | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useSignInRequest();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (problem) return;
    const address = email.trim();
    // After the reset, the service's page links back here (with the invitation code).
    const url = withoutEmailLinkParams(window.location.href);
    const sent = await request.run('reset', async () => {
      await sendPasswordResetEmail(auth, address, { url });
      return true;
    });
    if (sent) setSentTo(address);
  };
  if (sentTo !== null)
    return (
      <div role="status" data-testid="sign-in-reset-sent">
        <StepHeading
          title={t('signIn.reset.sentTitle')}
          intro={t('signIn.reset.sentBody', { email: sentTo })}
        />
        <div className={styles.actions}>
          <span className={styles.actionsEnd}>
            <Button appearance="primary" onClick={onDone} testId="sign-in-done">
              {t('signIn.reset.done')}
            </Button>
          </span>
        </div>
      </div>
    );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('signIn.reset.title')}>
      <StepHeading title={t('signIn.reset.title')} intro={t('signIn.reset.intro')} />
      <Field
        label={t('signIn.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(value) => {
          onEmailChange(value);
          setError(null);
        }}
        error={error}
        testId="sign-in-email"
      />
      <RequestError message={request.error} />
      <div className={styles.actions}>
        <span className={styles.actionsEnd}>
          <LinkButton onClick={onDone} testId="sign-in-cancel">
            {t('signIn.cancel')}
          </LinkButton>
          <SubmitButton pending={request.pending} showSpinner={request.showSpinner}>
            {t('signIn.reset.submit')}
          </SubmitButton>
        </span>
      </div>
    </form>
  );
}
