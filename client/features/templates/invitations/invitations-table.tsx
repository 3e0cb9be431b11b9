import { useTranslation } from 'react-i18next';
import Lozenge from '@atlaskit/lozenge';
import { RevokeCell, RowTable, useRevoke } from '../../../ui/row-table';
import { formatDate } from '../../../lib/format';
import type { InvitationDto, InvitationStatus } from '../../../../shared/invitations';
import { revokeInvitation } from '../api/revoke-invitation';
import ui from '../../../ui/ui.module.css';

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
  const [dialog, revoke] = useRevoke();
  const date = (iso: string) => formatDate(iso, i18n.language);

  if (invitations.length === 0)
    return (
      <p className={ui.subtle} data-testid="invitations-empty">
        {t('invitations.empty')}
      </p>
    );
  return (
    <>
      {dialog}
      <RowTable
        testId="invitations-table"
        columns={[
          t('invitations.columns.email'),
          t('invitations.columns.status'),
          t('invitations.columns.created'),
          t('invitations.columns.expires'),
        ]}
      >
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
            <RevokeCell
              available={invitation.status === 'open'}
              label={t('invitations.revoke')}
              ariaLabel={t('invitations.revokeNamed', { email: invitation.email })}
              testId="invitation-revoke"
              onClick={() =>
                void revoke({
                  title: t('invitations.revokeTitle'),
                  body: t('invitations.revokeBody', { email: invitation.email }),
                  confirm: t('invitations.revoke'),
                  revoke: async () => {
                    await revokeInvitation(templateUid, invitation.id);
                    onRevoked(invitation.id);
                  },
                  succeeded: t('invitations.revoked', { email: invitation.email }),
                  failed: t('invitations.revokeFailed'),
                })
              }
            />
          </tr>
        ))}
      </RowTable>
    </>
  );
}
