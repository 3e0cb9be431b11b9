import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sendSignInLinkToEmail, type Auth } from 'firebase/auth';
import type { SignInMessage } from './sign-in-errors';
import { emailError } from './sign-in-validation';
import { useSignInRequest } from './use-sign-in-request';
import { rememberEmailForLink, withoutEmailLinkParams } from './email-link-storage';
import { Field, LinkButton, RequestError, StepHeading, SubmitButton } from './sign-in-parts';
import styles from './sign-in.module.css';

/**
 * Sign-in without a password: the service mails a link back to this page (with its
 * invitation code); EmailLinkFinishStep completes it when the page is opened from the link.
 */
export function EmailLinkStep({
  auth,
  email,
  onEmailChange,
  onBack,
}: {
  auth: Auth;
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
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
    const url = withoutEmailLinkParams(window.location.href);
    const sent = await request.run('emailLink', async () => {
      // Remembered first: a browser without Web Storage is told before a mail goes out.
      rememberEmailForLink(address);
      await sendSignInLinkToEmail(auth, address, { url, handleCodeInApp: true });
      return true;
    });
    if (sent) setSentTo(address);
  };
  if (sentTo !== null)
    return (
      <div role="status" data-testid="sign-in-link-sent">
        <StepHeading
          title={t('signIn.emailLink.sentTitle')}
          intro={t('signIn.emailLink.sentBody', { email: sentTo })}
        />
        <LinkButton onClick={onBack} testId="sign-in-back">
          {t('signIn.back')}
        </LinkButton>
      </div>
    );
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('signIn.emailLink.title')}
    >
      <StepHeading title={t('signIn.emailLink.title')} intro={t('signIn.emailLink.intro')} />
      <Field
        label={t('signIn.email')}
        type="email"
        autoComplete="email"
        autoFocus
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
        <LinkButton onClick={onBack} testId="sign-in-back">
          {t('signIn.back')}
        </LinkButton>
        <SubmitButton pending={request.pending} showSpinner={request.showSpinner}>
          {t('signIn.emailLink.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
