import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../../lib/use-load';
import { LoadState } from '../../../ui/load-state';
import { INVITATION_VALID_DAYS, type CreatedInvitationDto } from '../../../../shared/invitations';
import { listInvitations } from '../api/list-invitations';
import { InviteForm } from './invite-form';
import { InvitationLink } from './invitation-link';
import { InvitationsTable } from './invitations-table';
import ui from '../../../ui/ui.module.css';
import styles from './invitations.module.css';

/**
 * Invitations to edit a saved template in the portal, for those who may edit it: invite an
 * e-mail address, copy the link, see and revoke the invitations. The same in Jira, Confluence
 * and the portal.
 */
export function InvitationsPanel({ templateUid }: { templateUid: string }) {
  const { t } = useTranslation();
  const list = useLoad(listInvitations, [templateUid]);
  const [created, setCreated] = useState<CreatedInvitationDto | null>(null);
  const titleId = useId();

  return (
    <section className={styles.panel} data-testid="invitations-panel" aria-labelledby={titleId}>
      <h3 id={titleId} className={ui.label}>
        {t('invitations.title')}
      </h3>
      <p>{t('invitations.intro')}</p>
      <p className={ui.subtle}>{t('invitations.hint', { count: INVITATION_VALID_DAYS })}</p>
      <InviteForm
        templateUid={templateUid}
        onInvited={(answer) => {
          setCreated(answer);
          if (list.state === 'loaded')
            list.set([
              answer.invitation,
              ...list.data.filter((i) => i.id !== answer.invitation.id),
            ]);
          else list.reload();
        }}
      />
      {created && <InvitationLink created={created} />}
      <LoadState value={list}>
        {(invitations) => (
          <InvitationsTable
            templateUid={templateUid}
            invitations={invitations}
            onRevoked={(id) => {
              list.set(invitations.map((i) => (i.id === id ? { ...i, status: 'revoked' } : i)));
              if (created?.invitation.id === id) setCreated(null);
            }}
          />
        )}
      </LoadState>
    </section>
  );
}
