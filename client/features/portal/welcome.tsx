/**
 * The login area's text above the sign-in form: with a valid invitation a welcome, the invited
 * address and the template's title; without one the general welcome; for a used code the
 * seed's used-invitation hint.
 */
import { useTranslation } from 'react-i18next';
import type { InvitationLookup } from './use-invitation';
import styles from './portal.module.css';

export function Welcome({ invitation }: { invitation: InvitationLookup }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className={styles.welcome}>{t('portal.welcome')}</h1>
      {invitation.kind === 'valid' ? (
        <>
          <p className={styles.invited} data-testid="portal-invited">
            {t('portal.invited', {
              email: invitation.invitation.email,
              title: invitation.invitation.checklistTitle,
            })}
          </p>
          <p className={styles.text}>{t('portal.registerToEdit')}</p>
        </>
      ) : (
        <p className={styles.text}>{t('portal.noInvitation')}</p>
      )}
      {invitation.kind === 'used' && (
        <p className={styles.notice} role="status" data-testid="portal-invitation-used">
          {t('portal.invitationUsed')}
        </p>
      )}
      {invitation.kind === 'invalid' && (
        <p className={styles.error} role="alert" data-testid="portal-invitation-invalid">
          {invitation.message}
        </p>
      )}
    </>
  );
}
