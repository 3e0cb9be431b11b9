/** Signed in, but no site invited this address (seed: the "No tenant" screen). */
import { useTranslation } from 'react-i18next';
import type { InvitationLookup } from './use-invitation';
import styles from './portal.module.css';

export function NoTenant({
  invitation,
  reason,
  onTryAgain,
}: {
  invitation: InvitationLookup;
  /** Why accepting the invitation failed, as the server said it. */
  reason?: string;
  onTryAgain: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.stack} data-testid="portal-no-tenant">
      <h1 className={styles.welcome}>{t('portal.noTenant.title')}</h1>
      <p className={styles.text}>{t('portal.noTenant.notInvited')}</p>
      <p className={styles.text}>
        {invitation.kind === 'valid'
          ? t('portal.noTenant.useInvitedEmail', { email: invitation.invitation.email })
          : t('portal.noTenant.askManager')}
      </p>
      {reason && (
        <p className={styles.error} role="alert">
          {reason}
        </p>
      )}
      <button
        type="button"
        className={styles.button}
        onClick={onTryAgain}
        data-testid="portal-try-again"
      >
        {t('portal.noTenant.tryAgain')}
      </button>
    </div>
  );
}
