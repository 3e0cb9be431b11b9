import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import type { RoutedScreenProps } from '../routing/screen-props';
import { ConnectionStatus } from '../ui/connection-status';
import { hostStatusAtom } from '../state/host-status';
import styles from './screens.module.css';

/**
 * The one placeholder for screens whose issue has not landed yet (docs/not-built-yet.md).
 * It says so plainly, names the screen and the props its route gave it, and shows whom the
 * server recognised, so the route and its credentials can be checked end to end.
 */
export function NotBuiltYetRoute({ screen, props }: RoutedScreenProps) {
  const { t } = useTranslation();
  const status = useAtomValue(hostStatusAtom);
  return (
    <section className={styles.notBuilt} data-testid="not-built-yet">
      <h2 className={styles.heading}>{t(`screens.${screen}`)}</h2>
      <p>{t('notBuiltYet.body')}</p>
      {Object.keys(props).length > 0 && (
        <p className={styles.subtle} data-testid="screen-props">
          {JSON.stringify(props)}
        </p>
      )}
      <ConnectionStatus inHost={status.kind === 'ready'} />
    </section>
  );
}
