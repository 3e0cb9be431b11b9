import { useTranslation } from 'react-i18next';
import { sendSignInLinkToEmail, type Auth } from 'firebase/auth';
import { rememberEmailForLink } from './email-link-storage';
import { useMailStep } from './use-mail-step';
import { LinkButton, StepHeading } from './sign-in-parts';
import { EmailField, StepActions } from './step-actions';

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
  const { field, sentTo, request, submit } = useMailStep(
    email,
    'emailLink',
    async (address, url) => {
      // Remembered first: a browser without Web Storage is told before a mail goes out.
      rememberEmailForLink(address);
      await sendSignInLinkToEmail(auth, address, { url, handleCodeInApp: true });
    },
  );
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
      <EmailField
        autoFocus
        value={email}
        onChange={field.editing(onEmailChange)}
        error={field.error}
      />
      <StepActions
        request={request}
        back={{ label: t('signIn.back'), onClick: onBack, testId: 'sign-in-back' }}
        submitLabel={t('signIn.emailLink.submit')}
      />
    </form>
  );
}
