import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RecaptchaVerifier,
  signInWithPhoneNumber,
  type Auth,
  type ConfirmationResult,
  type UserCredential,
} from 'firebase/auth';
import { normalizePhoneNumber, phoneCodeError, phoneNumberError } from './sign-in-validation';
import { useSignInRequest } from './use-sign-in-request';
import { formatCountdown, useCountdown } from './use-countdown';
import { Field, LinkButton, StepHeading } from './sign-in-parts';
import { StepActions, useFieldError } from './step-actions';
import { SIGN_IN } from './sign-in-constants';
import styles from './sign-in.module.css';

/** Sign-in by text message: the number, then the 6-digit code the service sent to it. */
export function PhoneStep({
  auth,
  emulator,
  onBack,
  onCredential,
}: {
  auth: Auth;
  emulator: boolean;
  onBack: () => void;
  onCredential: (credential: UserCredential) => void;
}) {
  const { t } = useTranslation();
  const [number, setNumber] = useState('');
  const [sent, setSent] = useState<{ to: string; confirmation: ConfirmationResult } | null>(null);
  const field = useFieldError();
  const request = useSignInRequest();
  const anchor = useRef<HTMLDivElement>(null);
  const verifier = useRef<RecaptchaVerifier | null>(null);
  useEffect(
    () => () => {
      verifier.current?.clear();
      verifier.current = null;
    },
    [],
  );

  /**
   * A fresh invisible reCAPTCHA for each text message, in an element of its own: a verifier
   * is reset after use, and the SDK's mock (used against the emulator, where
   * appVerificationDisabledForTesting is set; connectAuthEmulator sets it too, and nothing is
   * loaded from Google) cannot verify again after a reset, so a resend would wait forever.
   */
  const freshVerifier = (): RecaptchaVerifier => {
    if (emulator) auth.settings.appVerificationDisabledForTesting = true;
    if (!anchor.current) throw new Error('The reCAPTCHA anchor is not rendered');
    verifier.current?.clear();
    const element = document.createElement('div');
    anchor.current.replaceChildren(element);
    verifier.current = new RecaptchaVerifier(auth, element, { size: 'invisible' });
    return verifier.current;
  };

  const send = async (to: string): Promise<boolean> => {
    const confirmation = await request.run('phoneNumber', () =>
      signInWithPhoneNumber(auth, to, freshVerifier()),
    );
    if (confirmation) setSent({ to, confirmation });
    return confirmation !== undefined;
  };
  const submitNumber = async (event: FormEvent) => {
    event.preventDefault();
    if (field.passes(phoneNumberError(number))) await send(normalizePhoneNumber(number));
  };

  return (
    <>
      {sent ? (
        <CodeForm
          key={sent.to}
          sentTo={sent.to}
          request={request}
          onConfirm={async (code) => {
            const credential = await request.run('phoneCode', () =>
              sent.confirmation.confirm(code),
            );
            if (credential) onCredential(credential);
          }}
          onResend={() => send(sent.to)}
          onChangeNumber={() => {
            setSent(null);
            request.setError(null);
          }}
        />
      ) : (
        <form
          noValidate
          onSubmit={(event) => void submitNumber(event)}
          aria-label={t('signIn.phone.title')}
        >
          <StepHeading title={t('signIn.phone.title')} />
          <Field
            label={t('signIn.phone.number')}
            type="tel"
            autoComplete="tel"
            autoFocus
            value={number}
            onChange={field.editing(setNumber)}
            error={field.error}
            hint={t('signIn.phone.numberHint')}
            testId="sign-in-phone"
          />
          <StepActions
            request={request}
            back={{ label: t('signIn.back'), onClick: onBack, testId: 'sign-in-back' }}
            submitLabel={t('signIn.phone.submit')}
          />
        </form>
      )}
      {/* Stays mounted across both forms: the verifier is bound to it. */}
      <div ref={anchor} className={styles.recaptcha} />
    </>
  );
}

/** The code: exactly six digits; a new one can be asked for once the countdown has run out. */
function CodeForm({
  sentTo,
  request,
  onConfirm,
  onResend,
  onChangeNumber,
}: {
  sentTo: string;
  request: ReturnType<typeof useSignInRequest>;
  onConfirm: (code: string) => Promise<void>;
  onResend: () => Promise<boolean>;
  onChangeNumber: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const field = useFieldError();
  const countdown = useCountdown(SIGN_IN.phoneResendCountdownSeconds);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (field.passes(phoneCodeError(code))) await onConfirm(code.replace(/\s/g, ''));
  };
  const resend = async () => {
    field.clear();
    if (await onResend()) countdown.restart();
  };
  const waiting = countdown.remaining > 0;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('signIn.phone.codeTitle')}
    >
      <StepHeading
        title={t('signIn.phone.codeTitle')}
        intro={t('signIn.phone.codeIntro', { phone: sentTo, digits: SIGN_IN.phoneCodeLength })}
      />
      <Field
        label={t('signIn.phone.code', { digits: SIGN_IN.phoneCodeLength })}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        value={code}
        onChange={field.editing(setCode)}
        error={field.error}
        testId="sign-in-code"
      />
      <StepActions
        request={request}
        back={{
          label: t('signIn.phone.changeNumber'),
          onClick: onChangeNumber,
          testId: 'sign-in-change-phone',
        }}
        submitLabel={t('signIn.phone.codeSubmit')}
      />
      <p className={styles.footer}>
        <LinkButton
          onClick={() => void resend()}
          disabled={waiting || request.pending}
          testId="sign-in-resend"
        >
          {waiting
            ? t('signIn.phone.resendIn', { time: formatCountdown(countdown.remaining) })
            : t('signIn.phone.resend')}
        </LinkButton>
      </p>
    </form>
  );
}
