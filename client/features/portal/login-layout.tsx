/** The login screen's frame: the logo and where else Checklists runs on the left, the rest right. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './portal.module.css';

export function LoginLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className={styles.login} data-testid="portal-login">
      <section className={styles.brand}>
        <div className={styles.logo}>
          <span className={styles.mark} aria-hidden="true">
            ✓
          </span>
          {t('portal.productName')}
        </div>
        <p className={styles.hostsHint}>{t('portal.hostsHint')}</p>
      </section>
      <section className={styles.side}>{children}</section>
    </main>
  );
}
