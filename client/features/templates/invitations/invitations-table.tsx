import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import Lozenge from '@atlaskit/lozenge';
import { useAsk } from '../../../ui/dialog';
import { formatDate } from '../../../lib/format';
import { errorText } from '../../../lib/error-text';
import { showError, showSuccess } from '../../../messages/show-message';
import type { InvitationDto, InvitationStatus } from '../../../../shared/invitations';
import { revokeInvitation } from '../api/revoke-invitation';
import ui from '../../../ui/ui.module.css';
import styles from './invitations.module.css';

const STATUS_APPEARANCE = {
  open: 'inprogress',
  used: 'success',
  expired: 'default',
  revoked: 'removed',
} as const satisfies Record<InvitationStatus, string>;

/** A template's invitations: e-mail, status, created, expires; an open one can be revoked. */
export function InvitationsTable({
  templateUid,
  invitations,
  onRevoked,
}: {
  templateUid: string;
  invitations: readonly InvitationDto[];
  onRevoked: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [dialog, ask] = useAsk();
  const date = (iso: string) => formatDate(iso, i18n.language);

  const revoke = async (invitation: InvitationDto) => {
    const answer = await ask({
      kind: 'confirm',
      title: t('invitations.revokeTitle'),
      body: t('invitations.revokeBody', { email: invitation.email }),
      confirm: t('invitations.revoke'),
      danger: true,
    });
    if (!answer) return;
    try {
      await revokeInvitation(templateUid, invitation.id);
      onRevoked(invitation.id);
      showSuccess(t('invitations.revoked', { email: invitation.email }));
    } catch (error) {
      showError(t('invitations.revokeFailed'), errorText(error));
    }
  };

  if (invitations.length === 0)
    return (
      <p className={ui.subtle} data-testid="invitations-empty">
        {t('invitations.empty')}
      </p>
    );
  return (
    <>
      {dialog}
      <table className={ui.table} data-testid="invitations-table">
        <thead>
          <tr>
            <th>{t('invitations.columns.email')}</th>
            <th>{t('invitations.columns.status')}</th>
            <th>{t('invitations.columns.created')}</th>
            <th>{t('invitations.columns.expires')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {invitations.map((invitation) => (
            <tr
              key={invitation.id}
              data-testid="invitation-row"
              data-invitation-id={invitation.id}
              data-status={invitation.status}
            >
              <td className={ui.longText}>{invitation.email}</td>
              <td>
                <Lozenge appearance={STATUS_APPEARANCE[invitation.status]}>
                  {t(`invitations.statuses.${invitation.status}`)}
                </Lozenge>
              </td>
              <td className={ui.nowrap}>{date(invitation.createdAt)}</td>
              <td className={ui.nowrap}>{date(invitation.expiresAt)}</td>
              <td className={styles.actions}>
                {invitation.status === 'open' && (
                  <Button
                    appearance="subtle"
                    spacing="compact"
                    aria-label={t('invitations.revokeNamed', { email: invitation.email })}
                    testId="invitation-revoke"
                    onClick={() => void revoke(invitation)}
                  >
                    {t('invitations.revoke')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
