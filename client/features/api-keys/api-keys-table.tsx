import { useTranslation } from 'react-i18next';
import { RevokeCell, RowTable, useRevoke } from '../../ui/row-table';
import { formatDate } from '../../lib/format';
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
  const [dialog, revoke] = useRevoke();
  const date = (iso: string) => formatDate(iso, i18n.language);

  if (keys.length === 0)
    return (
      <p className={ui.empty} data-testid="apikeys-empty">
        {t(owner === 'site' ? 'apiKeys.emptySite' : 'apiKeys.emptyUser')}
      </p>
    );
  return (
    <>
      {dialog}
      <RowTable
        testId="apikeys-table"
        columns={[
          t('apiKeys.columns.name'),
          t('apiKeys.columns.prefix'),
          t('apiKeys.columns.scope'),
          owner === 'site' && t('apiKeys.columns.createdBy'),
          t('apiKeys.columns.created'),
          t('apiKeys.columns.lastUsed'),
        ]}
      >
        {keys.map((key) => (
          <tr key={key.id} data-testid="apikey-row" data-apikey-id={key.id}>
            <td className={ui.longText}>{key.name}</td>
            <td>
              <code className={styles.prefix}>{key.prefix}</code>
            </td>
            <td>{t(`apiKeys.scopes.${key.scope}`)}</td>
            {owner === 'site' && <td>{key.createdBy.displayName ?? t('apiKeys.unknownPerson')}</td>}
            <td className={ui.nowrap}>{date(key.createdAt)}</td>
            <td className={ui.nowrap}>
              {key.lastUsedAt === null ? t('apiKeys.never') : date(key.lastUsedAt)}
            </td>
            <RevokeCell
              label={t('apiKeys.revoke')}
              ariaLabel={t('apiKeys.revokeNamed', { name: key.name })}
              testId="apikey-revoke"
              onClick={() =>
                void revoke({
                  title: t('apiKeys.revokeTitle', { name: key.name }),
                  body: t('apiKeys.revokeBody'),
                  confirm: t('apiKeys.revoke'),
                  revoke: async () => {
                    await revokeApiKey(owner, key.id);
                    onRevoked(key.id);
                  },
                  succeeded: t('apiKeys.revoked', { name: key.name }),
                  failed: t('apiKeys.revokeFailed'),
                })
              }
            />
          </tr>
        ))}
      </RowTable>
    </>
  );
}
