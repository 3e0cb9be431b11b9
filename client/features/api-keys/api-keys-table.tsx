import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import { useAsk } from '../../ui/dialog';
import { formatDate } from '../../lib/format';
import { errorText } from '../../lib/error-text';
import { showError, showSuccess } from '../../messages/show-message';
import type { ApiKeyDto } from '../../../shared/api-keys';
import { revokeApiKey } from './api/revoke-api-key';
import type { ApiKeyOwner } from './api/list-api-keys';
import ui from '../../ui/ui.module.css';
import styles from './api-keys.module.css';

/** The owner's keys: name, prefix, scope, (who made a site key,) created, last used; Revoke asks first. */
export function ApiKeysTable({
  owner,
  keys,
  onRevoked,
}: {
  owner: ApiKeyOwner;
  keys: readonly ApiKeyDto[];
  onRevoked: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [dialog, ask] = useAsk();
  const date = (iso: string) => formatDate(iso, i18n.language);

  const revoke = async (key: ApiKeyDto) => {
    const answer = await ask({
      kind: 'confirm',
      title: t('apiKeys.revokeTitle', { name: key.name }),
      body: t('apiKeys.revokeBody'),
      confirm: t('apiKeys.revoke'),
      danger: true,
    });
    if (!answer) return;
    try {
      await revokeApiKey(owner, key.id);
      onRevoked(key.id);
      showSuccess(t('apiKeys.revoked', { name: key.name }));
    } catch (error) {
      showError(t('apiKeys.revokeFailed'), errorText(error));
    }
  };

  if (keys.length === 0)
    return (
      <p className={ui.empty} data-testid="apikeys-empty">
        {t(owner === 'site' ? 'apiKeys.emptySite' : 'apiKeys.emptyUser')}
      </p>
    );
  return (
    <>
      {dialog}
      <table className={ui.table} data-testid="apikeys-table">
        <thead>
          <tr>
            <th>{t('apiKeys.columns.name')}</th>
            <th>{t('apiKeys.columns.prefix')}</th>
            <th>{t('apiKeys.columns.scope')}</th>
            {owner === 'site' && <th>{t('apiKeys.columns.createdBy')}</th>}
            <th>{t('apiKeys.columns.created')}</th>
            <th>{t('apiKeys.columns.lastUsed')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id} data-testid="apikey-row" data-apikey-id={key.id}>
              <td className={ui.longText}>{key.name}</td>
              <td>
                <code className={styles.prefix}>{key.prefix}</code>
              </td>
              <td>{t(`apiKeys.scopes.${key.scope}`)}</td>
              {owner === 'site' && (
                <td>{key.createdBy.displayName ?? t('apiKeys.unknownPerson')}</td>
              )}
              <td className={ui.nowrap}>{date(key.createdAt)}</td>
              <td className={ui.nowrap}>
                {key.lastUsedAt === null ? t('apiKeys.never') : date(key.lastUsedAt)}
              </td>
              <td className={styles.actions}>
                <Button
                  appearance="subtle"
                  spacing="compact"
                  aria-label={t('apiKeys.revokeNamed', { name: key.name })}
                  testId="apikey-revoke"
                  onClick={() => void revoke(key)}
                >
                  {t('apiKeys.revoke')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
