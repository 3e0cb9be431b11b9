import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createUserWithEmailAndPassword,
  updateProfile,
  type Auth,
  type UserCredential,
} from 'firebase/auth';
import type { SignInMessage } from './sign-in-errors';
import { accountNameError, emailError, newPasswordError } from './sign-in-validation';
import { useSignInRequest } from './use-sign-in-request';
import { Field, LinkButton, StepHeading } from './sign-in-parts';
import { EmailField, StepActions } from './step-actions';
import { SIGN_IN } from './sign-in-constants';
import styles from './sign-in.module.css';

interface Problems {
  email: SignInMessage | null;
  name: SignInMessage | null;
  password: SignInMessage | null;
}
const NO_PROBLEMS: Problems = { email: null, name: null, password: null };

/** A new account: address, account name (the display name) and a password. */
export function SignUpStep({
  auth,
  email,
  onEmailChange,
  onSignIn,
  onCancel,
  onCredential,
}: {
  auth: Auth;
  email: string;
  onEmailChange: (email: string) => void;
  onSignIn: () => void;
  onCancel: () => void;
  onCredential: (credential: UserCredential) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const request = useSignInRequest();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      email: emailError(email),
      name: accountNameError(name),
      password: newPasswordError(password),
    };
    setProblems(found);
    if (found.email || found.name || found.password) return;
    const credential = await request.run('signUp', () =>
      createUserWithEmailAndPassword(auth, email.trim(), password),
    );
    if (!credential) return;
    // The account exists and is signed in now: a name that does not save is no reason to
    // stop (it can be set later), so this one failure is only logged.
    await updateProfile(credential.user, { displayName: name.trim() }).catch((failure: unknown) =>
      console.error('Could not save the account name:', failure),
    );
    onCredential(credential);
  };
  /** A field's value, its message, and an onChange that clears the message. */
  const bind = (field: keyof Problems, value: string, set: (value: string) => void) => ({
    value,
    error: problems[field],
    onChange: (next: string) => {
      set(next);
      setProblems((current) => ({ ...current, [field]: null }));
    },
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('signIn.signUp.title')}>
      <StepHeading title={t('signIn.signUp.title')} />
      <EmailField {...bind('email', email, onEmailChange)} />
      <Field
        label={t('signIn.signUp.name')}
        autoComplete="name"
        autoFocus
        {...bind('name', name, setName)}
        testId="sign-in-name"
      />
      <Field
        label={t('signIn.signUp.password')}
        type="password"
        autoComplete="new-password"
        {...bind('password', password, setPassword)}
        hint={t('signIn.signUp.passwordHint', { min: SIGN_IN.minPasswordLength })}
        testId="sign-in-password"
      />
      <StepActions
        request={request}
        back={{ label: t('signIn.cancel'), onClick: onCancel, testId: 'sign-in-cancel' }}
        submitLabel={t('signIn.signUp.submit')}
        atEnd
      />
      <p className={styles.footer}>
        {t('signIn.signUp.haveAccount')}{' '}
        <LinkButton onClick={onSignIn} testId="sign-in-have-account">
          {t('signIn.signUp.signIn')}
        </LinkButton>
      </p>
    </form>
  );
}
