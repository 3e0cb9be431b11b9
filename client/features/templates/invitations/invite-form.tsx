import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import { showRefusal } from '../../../ui/refused-field';
import type { CreatedInvitationDto } from '../../../../shared/invitations';
import { createInvitation } from '../api/create-invitation';
import { isEmailAddress } from './email-address';
import ui from '../../../ui/ui.module.css';
import styles from './invitations.module.css';

/** An e-mail address and Invite; `onInvited` gets the answer with the invitation's link. */
export function InviteForm({
  templateUid,
  onInvited,
}: {
  templateUid: string;
  onInvited: (created: CreatedInvitationDto) => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const address = email.trim();
    if (!address) return setEmailError(t('invitations.emailRequired'));
    if (!isEmailAddress(address)) return setEmailError(t('invitations.emailInvalid'));
    setSending(true);
    try {
      const created = await createInvitation(templateUid, address);
      setEmail('');
      onInvited(created);
    } catch (error) {
      showRefusal(error, 'email', setEmailError, t('invitations.inviteFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className={styles.form}
      data-testid="invitation-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className={styles.email}>
        <label className={ui.label} htmlFor={`${ids}-email`}>
          {t('invitations.email')}
        </label>
        <input
          id={`${ids}-email`}
          className={ui.input}
          type="email"
          autoComplete="off"
          data-testid="invitation-email"
          value={email}
          placeholder={t('invitations.emailPlaceholder')}
          aria-invalid={emailError !== null}
          aria-describedby={`${ids}-email-error`}
          onChange={(e) => {
            setEmail(e.target.value);
            setEmailError(null);
          }}
        />
        <span id={`${ids}-email-error`} className={ui.error} data-testid="invitation-email-error">
          {emailError}
        </span>
      </div>
      <span className={styles.invite}>
        <Button type="submit" appearance="primary" isDisabled={sending} testId="invitation-invite">
          {t('invitations.invite')}
        </Button>
      </span>
    </form>
  );
}
