import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import SectionMessage from '@atlaskit/section-message';
import { Loading } from './loading';
import { errorText } from '../lib/error-text';
import type { Loadable } from '../lib/use-load';

/** Loading spinner, error message (or what `onError` shows for it instead), or the content. */
export function LoadState<T>({
  value,
  children,
  onError,
}: {
  value: Loadable<T>;
  children: (data: T) => ReactNode;
  onError?: (error: Error) => ReactNode;
}) {
  const { t } = useTranslation();
  if (value.state === 'loading') return <Loading label={t('app.loading')} />;
  const shown = value.state === 'error' ? onError?.(value.error) : undefined;
  if (shown !== undefined) return <>{shown}</>;
  if (value.state === 'error')
    return (
      <SectionMessage appearance="error" title={t('ui.loadFailed')}>
        {errorText(value.error)}
      </SectionMessage>
    );
  return <>{children(value.data)}</>;
}
