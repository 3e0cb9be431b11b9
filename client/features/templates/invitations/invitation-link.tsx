import { useTranslation } from 'react-i18next';
import SectionMessage from '@atlaskit/section-message';
import { CopyButton } from '../../../ui/copy-button';
import type { CreatedInvitationDto } from '../../../../shared/invitations';
import ui from '../../../ui/ui.module.css';
import styles from './invitations.module.css';

/** The link of the invitation just made, to copy, and whether the server mailed it. */
export function InvitationLink({ created }: { created: CreatedInvitationDto }) {
  const { t } = useTranslation();
  const { email } = created.invitation;
  return (
    <div className={styles.result} data-testid="invitation-result">
      <SectionMessage appearance={created.mailed ? 'success' : 'information'}>
        <p data-testid="invitation-delivery">
          {created.mailed
            ? t('invitations.mailed', { email })
            : t('invitations.notMailed', { email })}
        </p>
        <div className={styles.link}>
          <input
            readOnly
            className={ui.input}
            value={created.link}
            aria-label={t('invitations.link')}
            data-testid="invitation-link"
            onFocus={(e) => e.target.select()}
          />
          <CopyButton text={created.link} appearance="default" testId="invitation-link-copy" />
        </div>
      </SectionMessage>
    </div>
  );
}
