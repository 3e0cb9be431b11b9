/**
 * The portal's header (seed: "Portal header"): the user's displayName and photoURL avatar with
 * online presence, and a dropdown whose one item, Logout, signs out; "no user" without one.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from 'firebase/auth';
import styles from './portal.module.css';

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

const initials = (name: string) =>
  name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

export function PortalHeader({ user, onLogout }: { user: User | null; onLogout: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !menu.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  const name = user?.displayName ?? user?.email ?? user?.phoneNumber ?? '';
  return (
    <header className={styles.header} data-testid="portal-header">
      <span className={styles.headerBrand}>
        <span aria-hidden="true">✓</span>
        {t('portal.productName')}
      </span>
      {user ? (
        <div className={styles.user} ref={menu}>
          <button
            type="button"
            className={styles.userButton}
            aria-haspopup="menu"
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
            data-testid="portal-user"
          >
            <span className={styles.avatar}>
              {user.photoURL ? <img src={user.photoURL} alt="" /> : initials(name)}
              <span
                className={`${styles.presence} ${online ? styles.online : ''}`}
                role="img"
                aria-label={online ? t('portal.online') : t('portal.offline')}
                data-testid="portal-presence"
              />
            </span>
            <span data-testid="portal-user-name">{name}</span>
          </button>
          {open && (
            <ul className={styles.menu} role="menu">
              <li role="none">
                <button
                  type="button"
                  role="menuitem"
                  className={styles.menuItem}
                  onClick={() => {
                    setOpen(false);
                    onLogout();
                  }}
                  data-testid="portal-logout"
                >
                  {t('portal.logout')}
                </button>
              </li>
            </ul>
          )}
        </div>
      ) : (
        <span className={styles.noUser}>{t('portal.noUser')}</span>
      )}
    </header>
  );
}
