import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import { sendPasswordResetEmail, type Auth } from 'firebase/auth';
import { useMailStep } from './use-mail-step';
import { StepHeading } from './sign-in-parts';
import { EmailField, StepActions } from './step-actions';
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
  // After the reset, the service's page links back here (with the invitation code).
  const { field, sentTo, request, submit } = useMailStep(email, 'reset', (address, url) =>
    sendPasswordResetEmail(auth, address, { url }),
  );
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
      <EmailField value={email} onChange={field.editing(onEmailChange)} error={field.error} />
      <StepActions
        request={request}
        back={{ label: t('signIn.cancel'), onClick: onDone, testId: 'sign-in-cancel' }}
        submitLabel={t('signIn.reset.submit')}
        atEnd
      />
    </form>
  );
}
