import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { hostStatusAtom } from '../state/host-status';
import { Loading } from '../ui/loading';

/** Renders its children once the host API has loaded (or there is no host). */
export function HostGate({ children }: { children: ReactNode }) {
  const status = useAtomValue(hostStatusAtom);
  const { t } = useTranslation();
  if (status.kind === 'loading') return <Loading label={t('app.loading')} />;
  if (status.kind === 'failed')
    return (
      <p role="alert" data-testid="host-script-failed">
        {t('app.hostScriptFailed', { src: status.src })}
      </p>
    );
  return <>{children}</>;
}
