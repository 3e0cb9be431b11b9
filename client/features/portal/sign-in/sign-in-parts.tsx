/** The pieces every step of the sign-in form is made of: fields, messages, buttons. */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import type { SignInMessage } from './sign-in-errors';
import { SIGN_IN } from './sign-in-constants';
import ui from '../../../ui/ui.module.css';
import styles from './sign-in.module.css';

/** The words of a message (the password rule names its minimum). */
export function useMessageText(): (message: SignInMessage) => string {
  const { t } = useTranslation();
  return (message) => t(`signIn.errors.${message}`, { min: SIGN_IN.minPasswordLength });
}

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'id' | 'className' | 'children'
>;

/** A labelled input with its hint and its validation message (tied by aria-describedby). */
export function Field({
  label,
  value,
  onChange,
  error,
  hint,
  testId,
  ...input
}: InputProps & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: SignInMessage | null;
  hint?: string;
  testId: string;
}) {
  const id = useId();
  const text = useMessageText();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={`${ui.input} ${styles.wide} ${error ? styles.invalid : ''}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        data-testid={testId}
      />
      {error && (
        <p id={`${id}-error`} className={styles.fieldError} data-testid={`${testId}-error`}>
          {text(error)}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** A failed request's message, announced as it appears. */
export function RequestError({ message }: { message: SignInMessage | null }) {
  const text = useMessageText();
  if (!message) return null;
  return (
    <p role="alert" className={styles.alert} data-testid="sign-in-error">
      {text(message)}
    </p>
  );
}

/** A step's title and its one-line explanation. */
export function StepHeading({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <>
      <h2 className={styles.title}>{title}</h2>
      {intro && <p className={styles.intro}>{intro}</p>}
    </>
  );
}

/** The step's main button: disabled while its request runs, a spinner once it is slow. */
export function SubmitButton({
  children,
  pending,
  showSpinner,
}: {
  children: string;
  pending: boolean;
  showSpinner: boolean;
}) {
  return (
    <Button
      type="submit"
      appearance="primary"
      isDisabled={pending}
      isLoading={showSpinner}
      testId="sign-in-submit"
    >
      {children}
    </Button>
  );
}

/** A secondary action that reads as a link (switch steps, resend). */
export function LinkButton({
  children,
  onClick,
  testId,
  disabled,
}: {
  children: ReactNode;
  onClick: () => void;
  testId: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={styles.link}
      onClick={onClick}
      data-testid={testId}
      disabled={disabled}
    >
      {children}
    </button>
  );
}
