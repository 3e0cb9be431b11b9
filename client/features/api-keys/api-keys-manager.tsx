import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { useLoad } from '../../lib/use-load';
import { showSuccess } from '../../messages/show-message';
import { LoadState } from '../../ui/load-state';
import type { CreatedApiKeyDto } from '../../../shared/api-keys';
import { listApiKeys, type ApiKeyOwner } from './api/list-api-keys';
import { CreateApiKeyForm } from './create-api-key-form';
import { CreatedSecret } from './created-secret';
import { ApiKeysTable } from './api-keys-table';
import ui from '../../ui/ui.module.css';

/**
 * The keys of one owner (the user's or the site's): create one and see its secret once, list
 * them, revoke one. `forbidden` is what to show when the server answers 403.
 */
export function ApiKeysManager({
  owner,
  forbidden,
}: {
  owner: ApiKeyOwner;
  forbidden?: ReactNode;
}) {
  const { t } = useTranslation();
  const list = useLoad(listApiKeys, [owner]);
  // Only here, never in a store: leaving the screen forgets the secret.
  const [created, setCreated] = useState<CreatedApiKeyDto | null>(null);

  const keys = list.state === 'loaded' ? list.data : null;
  const isForbidden = (error: Error) => error instanceof ApiError && error.status === 403;
  if (list.state === 'error' && forbidden !== undefined && isForbidden(list.error))
    return <>{forbidden}</>;

  return (
    <>
      <p className={ui.subtle}>{t(owner === 'site' ? 'apiKeys.introSite' : 'apiKeys.introUser')}</p>
      {created && <CreatedSecret created={created} onDone={() => setCreated(null)} />}
      {keys && (
        <CreateApiKeyForm
          owner={owner}
          onCreated={(answer) => {
            setCreated(answer);
            list.set([answer.apiKey, ...keys.filter((key) => key.id !== answer.apiKey.id)]);
            showSuccess(t('apiKeys.created', { name: answer.apiKey.name }));
          }}
        />
      )}
      <h3 className={ui.label}>{t('apiKeys.listTitle')}</h3>
      <LoadState value={list}>
        {(loaded) => (
          <ApiKeysTable
            owner={owner}
            keys={loaded}
            onRevoked={(id) => {
              list.set(loaded.filter((key) => key.id !== id));
              if (created?.apiKey.id === id) setCreated(null);
            }}
          />
        )}
      </LoadState>
    </>
  );
}
