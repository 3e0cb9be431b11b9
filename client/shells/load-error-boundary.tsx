import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './shells.module.css';

/** What shows instead of a screen whose code did not arrive: say so and offer a reload. */
function PartLoadFailed() {
  const { t } = useTranslation();
  return (
    <div
      className={styles.loading}
      style={{ flexDirection: 'column', alignItems: 'center' }}
      role="alert"
      data-testid="part-load-failed"
    >
      <p>{t('app.partLoadFailed')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('app.reload')}
      </button>
    </div>
  );
}

interface Props {
  children: ReactNode;
  /** Another value (another location) tries the children again. */
  resetKey?: string;
}

/**
 * Around lazily loaded code: when a chunk fails to load (a server restart, or a deploy that
 * renamed the chunks: "Failed to fetch dynamically imported module") the screen says so and
 * offers a reload instead of leaving the frame blank.
 */
export class LoadErrorBoundary extends Component<Props, { failed: boolean; key?: string }> {
  override state: { failed: boolean; key?: string } = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; key?: string }) {
    return state.key === props.resetKey ? null : { failed: false, key: props.resetKey };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PartLoadFailed /> : this.props.children;
  }
}
