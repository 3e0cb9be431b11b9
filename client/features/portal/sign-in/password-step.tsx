import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { signInWithEmailAndPassword, type Auth, type UserCredential } from 'firebase/auth';
import { passwordError } from './sign-in-validation';
import { useSignInRequest } from './use-sign-in-request';
import { Field, LinkButton, StepHeading } from './sign-in-parts';
import { StepActions, useFieldError } from './step-actions';
import styles from './sign-in.module.css';

/**
 * The password for an address. Whether the address has an account is not asked first: with
 * email enumeration protection (on in new projects) the service will not say, so this step
 * offers "Create an account" beside "Sign in" and the service's answer decides.
 */
export function PasswordStep({
  auth,
  email,
  onChangeEmail,
  onCreateAccount,
  onTrouble,
  onCredential,
}: {
  auth: Auth;
  email: string;
  onChangeEmail: () => void;
  onCreateAccount: () => void;
  onTrouble: () => void;
  onCredential: (credential: UserCredential) => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const field = useFieldError();
  const request = useSignInRequest();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!field.passes(passwordError(password))) return;
    const credential = await request.run('password', () =>
      signInWithEmailAndPassword(auth, email, password),
    );
    if (credential) onCredential(credential);
  };
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('signIn.password.title')}
    >
      <StepHeading title={t('signIn.password.title')} />
      <div className={styles.identity}>
        <span data-testid="sign-in-identity">{email}</span>
        <LinkButton onClick={onChangeEmail} testId="sign-in-change-email">
          {t('signIn.password.changeEmail')}
        </LinkButton>
      </div>
      {/* For password managers: the account this password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field
        label={t('signIn.password.label')}
        type="password"
        autoComplete="current-password"
        autoFocus
        value={password}
        onChange={field.editing(setPassword)}
        error={field.error}
        testId="sign-in-password"
      />
      <StepActions
        request={request}
        back={{
          label: t('signIn.password.trouble'),
          onClick: onTrouble,
          testId: 'sign-in-trouble',
        }}
        submitLabel={t('signIn.password.submit')}
      />
      <p className={styles.footer}>
        {t('signIn.password.newHere')}{' '}
        <LinkButton onClick={onCreateAccount} testId="sign-in-create-account">
          {t('signIn.password.createAccount')}
        </LinkButton>
      </p>
    </form>
  );
}
