/** The end of a step's form: the failed request's message, then its buttons. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignInMessage } from './sign-in-errors';
import type { SignInRequestState } from './use-sign-in-request';
import { Field, LinkButton, RequestError, SubmitButton } from './sign-in-parts';
import styles from './sign-in.module.css';

/** What the actions show of a step's request (a step without one passes NO_REQUEST). */
type RequestView = Pick<SignInRequestState, 'error' | 'pending' | 'showSpinner'>;
export const NO_REQUEST: RequestView = { error: null, pending: false, showSpinner: false };

/**
 * The request's message and the actions row: a way back (to the start of the row, or beside
 * the main button with `atEnd`) and the main button, disabled while the request runs.
 */
export function StepActions({
  request,
  back,
  submitLabel,
  atEnd = false,
}: {
  request: RequestView;
  back?: { label: string; onClick: () => void; testId: string };
  submitLabel: string;
  atEnd?: boolean;
}) {
  const buttons = (
    <>
      {back && (
        <LinkButton onClick={back.onClick} testId={back.testId}>
          {back.label}
        </LinkButton>
      )}
      <SubmitButton pending={request.pending} showSpinner={request.showSpinner}>
        {submitLabel}
      </SubmitButton>
    </>
  );
  return (
    <>
      <RequestError message={request.error} />
      <div className={styles.actions}>
        {atEnd ? <span className={styles.actionsEnd}>{buttons}</span> : buttons}
      </div>
    </>
  );
}

/** The e-mail address field every step that asks for one shows. */
export function EmailField({
  value,
  onChange,
  error,
  autoFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  error: SignInMessage | null;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('signIn.email')}
      type="email"
      autoComplete="email"
      autoFocus={autoFocus}
      value={value}
      onChange={onChange}
      error={error}
      testId="sign-in-email"
    />
  );
}

/** A one-field step's validation message: set when the step is submitted, cleared on typing. */
export function useFieldError() {
  const [error, setError] = useState<SignInMessage | null>(null);
  return {
    error,
    clear: () => setError(null),
    /** Shows the value's problem (or none); true when the value may be sent. */
    passes: (problem: SignInMessage | null) => {
      setError(problem);
      return problem === null;
    },
    /** A field's onChange: the new value, and the message cleared. */
    editing: (set: (value: string) => void) => (value: string) => {
      set(value);
      setError(null);
    },
  };
}
