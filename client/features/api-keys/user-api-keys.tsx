import { useTranslation } from 'react-i18next';
import { ApiKeysManager } from './api-keys-manager';
import ui from '../../ui/ui.module.css';

/** `/usersettings/overview/apikeys`: the signed-in user's own API keys. */
export default function UserApiKeys() {
  const { t } = useTranslation();
  return (
    <section data-testid="user-apikeys">
      <h2 className={ui.heading}>{t('screens.user-apikeys')}</h2>
      <ApiKeysManager owner="user" />
    </section>
  );
}
