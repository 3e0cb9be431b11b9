import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import styles from './ui.module.css';

export function Pagination({
  page,
  perPage,
  total,
  onPage,
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('ui.pagination')}>
      <Button isDisabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('ui.previous')}
      </Button>
      <span>{t('ui.pageOf', { page, pages })}</span>
      <Button isDisabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('ui.next')}
      </Button>
    </nav>
  );
}
