import Spinner from '@atlaskit/spinner';
import styles from './loading.module.css';

export function Loading({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <Spinner size="medium" label={label} />
    </div>
  );
}
