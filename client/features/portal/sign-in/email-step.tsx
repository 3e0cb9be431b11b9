import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignInMessage } from './sign-in-errors';
import { emailError } from './sign-in-validation';
import { Field, StepHeading, SubmitButton } from './sign-in-parts';
import styles from './sign-in.module.css';

/** The first step: the address; "Next" leads to the password (or to creating an account). */
export function EmailStep({
  email,
  onEmailChange,
  onNext,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onNext: (email: string) => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<SignInMessage | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (!problem) onNext(email.trim());
  };
  return (
    <form noValidate onSubmit={submit} aria-label={t('signIn.title')}>
      <StepHeading title={t('signIn.title')} />
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
      <div className={styles.actions}>
        <span className={styles.actionsEnd}>
          <SubmitButton pending={false} showSpinner={false}>
            {t('signIn.next')}
          </SubmitButton>
        </span>
      </div>
    </form>
  );
}
