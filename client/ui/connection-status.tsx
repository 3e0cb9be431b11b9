import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMe } from '../api/get-me';
import type { MeDto } from '../../shared/me';

/** Shows whom the server recognised: proof that the page's token was verified. */
export function ConnectionStatus({ inHost }: { inHost: boolean }) {
  const { t } = useTranslation();
  const [me, setMe] = useState<MeDto | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!inHost) return;
    getMe().then(setMe, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [inHost]);

  if (!inHost) return <p>{t('app.notInHost')}</p>;
  if (error) return <p role="alert">{t('app.loadFailed', { message: error })}</p>;
  if (!me) return <p>{t('app.loading')}</p>;
  return (
    <p data-testid="connection-status">
      {t('app.connected', {
        product: t(`product.${me.productType}`),
        name: me.user.displayName ?? me.user.id,
      })}
      {me.isAdmin ? ` · ${t('app.connectedAdmin')}` : ''}
    </p>
  );
}
