import { useTranslation } from 'react-i18next';
import SectionMessage from '@atlaskit/section-message';
import { getMe } from '../../api/get-me';
import { useLoad } from '../../lib/use-load';
import { Loading } from '../../ui/loading';
import { ApiKeysManager } from './api-keys-manager';
import ui from '../../ui/ui.module.css';

/**
 * The Jira and Confluence admin pages `…/admin/apikeys`: the site's API keys, for site
 * administrators. Others are told so before anything is asked of the server, which would
 * refuse them (403) just the same.
 */
export default function ApiKeySettings() {
  const { t } = useTranslation();
  const me = useLoad(getMe, []);
  const adminOnly = (
    <SectionMessage appearance="warning" title={t('apiKeys.adminOnlyTitle')}>
      <span data-testid="apikeys-admin-only">{t('apiKeys.adminOnly')}</span>
    </SectionMessage>
  );
  return (
    <section data-testid="apikey-settings">
      <h2 className={ui.heading}>{t('screens.apikey-settings')}</h2>
      {me.state === 'loading' ? (
        <Loading label={t('app.loading')} />
      ) : me.state === 'loaded' && !me.data.isAdmin ? (
        adminOnly
      ) : (
        // Also when /me failed: the list's own answer decides (403 shows the same message).
        <ApiKeysManager owner="site" forbidden={adminOnly} />
      )}
    </section>
  );
}
